import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, inject } from 'vitest';
import { setApiBase } from './api';
import { startMailCapture } from './mail-capture';

/** A running oneloft with its own data directory, SMTP capture and (when installed) stripe-mock. */
export type Oneloft = {
  baseURL: string;
  dataDir: string;
  mailDir: string;
  /** Signing secret of the Stripe webhook; empty when stripe-mock is not installed (card payments off). */
  stripeWebhookSecret: string;
  bin: string;
  /**
   * Runs a command of the binary against this server's data, e.g. `['user', 'create', …]`, and answers its output.
   * Asynchronously: the mail capture runs in this process, and a command that sends mail must be answered meanwhile.
   */
  run: (args: string[]) => Promise<string>;
  stop: () => Promise<void>;
};

const execFileAsync = promisify(execFile);

function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const srv = createServer();
    srv.once('error', rej);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => res(port));
    });
  });
}

async function waitHealthy(url: string, proc: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (proc.exitCode !== null) throw new Error(`oneloft exited early with code ${proc.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`oneloft did not answer ${url}/api/health with 200 within ${timeoutMs / 1000} s`);
}

/** stripe-mock's binary: $STRIPE_MOCK_BIN, else $(go env GOPATH)/bin/stripe-mock; null when absent. */
function stripeMockBin(): string | null {
  if (process.env.STRIPE_MOCK_BIN) return process.env.STRIPE_MOCK_BIN;
  try {
    const bin = join(execFileSync('go', ['env', 'GOPATH'], { encoding: 'utf8' }).trim(), 'bin', 'stripe-mock');
    return existsSync(bin) ? bin : null;
  } catch {
    return null;
  }
}

async function waitListening(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

const WEBHOOK_SECRET = 'whsec_oneloft_e2e';
// Bank transfer details shown on a registration (issue 6).
const BANK = ['--bank-holder', 'Oneloft Demo GmbH', '--bank-iban', 'DE89370400440532013000', '--bank-bic', 'COBADEFFXXX'];

/**
 * Seeds the demo world once into a data directory of its own (`oneloft seed --demo`), for servers to start from
 * a copy of it: a copy takes a few milliseconds, a seed several seconds, and some thirty test files start a
 * server of their own. The caller removes the directory.
 */
export async function seedDemoWorld(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'oneloft-demo-'));
  await execFileAsync(resolve(process.env.ONELOFT_BIN ?? '../bin/oneloft'), ['seed', '--demo', '--data-dir', dir]);
  return dir;
}

type StartOptions = {
  demo: boolean;
  extraArgs?: string[];
  /** A data directory with the demo world (seedDemoWorld) that the server starts from a copy of. */
  from?: string;
  /** The address of the suite's stripe-mock (startStripeMock; '' when it is not installed: card payments off). */
  stripe: string;
};

/** stripe-mock on a free loopback port; null when it is not installed. */
export async function startStripeMock(): Promise<{ url: string; stop: () => void } | null> {
  const bin = stripeMockBin();
  if (!bin) return null;
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  const proc = spawn(bin, ['-http-addr', `127.0.0.1:${httpPort}`, '-https-addr', `127.0.0.1:${httpsPort}`], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${httpPort}`;
  await waitListening(`${url}/`, 30_000);
  return { url, stop: () => proc.kill('SIGTERM') };
}

/**
 * Starts `$ONELOFT_BIN serve` (with `--demo`, or on an empty database) on a free loopback port with a
 * fresh data directory; mail goes to a capture server, card payments to the suite's stripe-mock when installed.
 * A free port is only free until someone else binds it (other test files start servers in parallel),
 * so a start that loses its port to another process starts again on a new one.
 */
export async function startOneloft(opts: StartOptions): Promise<Oneloft> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(opts);
    } catch (err) {
      if (attempt >= 5 || !(err instanceof PortTaken)) throw err;
    }
  }
}

class PortTaken extends Error {}

async function startOnce({ demo, extraArgs = [], from, stripe }: StartOptions): Promise<Oneloft> {
  const bin = resolve(process.env.ONELOFT_BIN ?? '../bin/oneloft');
  const dataDir = mkdtempSync(join(tmpdir(), 'oneloft-e2e-'));
  // --demo still, on a database that is not empty: it seeds nothing, and keeps the demo race in the air.
  if (demo && from) cpSync(from, dataDir, { recursive: true });
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  // Mail from the server goes to a real SMTP capture server on loopback; tests read it from mailDir.
  const mail = await startMailCapture(join(dataDir, 'mail'));
  const stripeArgs = stripe ? ['--stripe-secret-key', 'sk_test_123', '--stripe-api-base', stripe, '--stripe-webhook-secret', WEBHOOK_SECRET] : [];
  const args = ['serve', ...(demo ? ['--demo'] : []), '--addr', `127.0.0.1:${port}`, '--data-dir', dataDir, '--public-url', baseURL, ...BANK, ...stripeArgs, ...extraArgs];
  const env = { ...process.env, ONELOFT_SMTP_URL: `smtp://127.0.0.1:${mail.port}?tls=none` };
  const proc = spawn(bin, args, { stdio: ['ignore', 'ignore', 'pipe'], env });
  let stderr = '';
  const closed = new Promise<void>((res) => proc.once('close', () => res()));
  proc.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const stop = async () => {
    proc.kill('SIGTERM');
    await new Promise<void>((res) => {
      const timer = setTimeout(() => {
        proc.kill('SIGKILL');
        res();
      }, 5000);
      proc.once('exit', () => {
        clearTimeout(timer);
        res();
      });
    });
    await mail.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitHealthy(baseURL, proc, 60_000);
  } catch (err) {
    proc.kill('SIGKILL');
    await closed; // all of stderr has been read
    await mail.close();
    rmSync(dataDir, { recursive: true, force: true });
    const message = `${(err as Error).message}\n${stderr}`;
    throw stderr.includes('address already in use') ? new PortTaken(message) : new Error(message);
  }
  const run = async (cmd: string[]) => (await execFileAsync(bin, [...cmd, '--data-dir', dataDir], { encoding: 'utf8', env })).stdout;
  return { baseURL, dataDir, mailDir: mail.dir, stripeWebhookSecret: stripe ? WEBHOOK_SECRET : '', bin, run, stop };
}

/**
 * A server of the calling test file's own, with the demo world: for tests that change shared data
 * (administration), so that the other files still see the demo as it was seeded, or that run with
 * other settings (`extraArgs` of `serve`). `callApi` goes to it while the file runs.
 */
export function ownServer(extraArgs: string[] = []): {
  readonly base: string;
  readonly mailDir: string;
  readonly stripeWebhookSecret: string;
  /** Runs a command of the binary against this server's data, e.g. a job once with `--at` (see Oneloft.run). */
  run: (args: string[]) => Promise<string>;
} {
  let server: Oneloft | undefined;
  beforeAll(async () => {
    server = await startOneloft({ demo: true, extraArgs, from: inject('demoWorld'), stripe: inject('stripeMock') });
    setApiBase(server.baseURL);
  }, 120_000);
  afterAll(async () => {
    setApiBase(undefined);
    await server?.stop();
  });
  return {
    get base() {
      return server!.baseURL;
    },
    get mailDir() {
      return server!.mailDir;
    },
    get stripeWebhookSecret() {
      return server!.stripeWebhookSecret;
    },
    run: (args) => server!.run(args),
  };
}
