import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One captured mail as written to the mail directory. */
export type CapturedMail = { to: string[]; subject: string; text: string; html: string; receivedAt: number };

/**
 * A real SMTP server on loopback (plain, no auth) that writes every mail as JSON into `dir`;
 * the global setup runs it, tests read the directory (they run in other processes).
 */
export async function startMailCapture(dir: string): Promise<{ port: number; dir: string; close: () => Promise<void> }> {
  mkdirSync(dir, { recursive: true });
  let seq = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const mail: CapturedMail = {
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            receivedAt: Date.now(),
          };
          writeFileSync(join(dir, `${Date.now()}-${String(++seq).padStart(4, '0')}.json`), JSON.stringify(mail));
          callback();
        })
        .catch((err: Error) => callback(err));
    },
  });
  const port = await new Promise<number>((res, rej) => {
    server.once('error', rej);
    server.listen(0, '127.0.0.1', () => {
      const address = server.server.address();
      res(typeof address === 'object' && address ? address.port : 0);
    });
  });
  return { port, dir, close: () => new Promise<void>((res) => server.close(() => res())) };
}

/** Mails in `dir` so far, oldest first. */
export function readMails(dir: string): CapturedMail[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as CapturedMail);
}

/** Waits for the next mail to `to` received at or after `since` (epoch ms), of those that `match` when given. */
export async function waitForMail(dir: string, to: string, since: number, timeoutMs = 20_000, match: (m: CapturedMail) => boolean = () => true): Promise<CapturedMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mail = readMails(dir).find((m) => m.receivedAt >= since && m.to.includes(to.toLowerCase()) && match(m));
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail to ${to} within ${timeoutMs / 1000} s`);
}

/** The first link in the mail whose path starts with `path` (e.g. /sso/verify-email). */
export function linkIn(mail: CapturedMail, path: string): string {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = `${mail.text}\n${mail.html}`.match(new RegExp(`https?://[^\\s"'<>]+${escaped}\\?[^\\s"'<>]+`));
  if (!match) throw new Error(`no ${path} link in mail "${mail.subject}"`);
  return match[0].replace(/&amp;/g, '&');
}
