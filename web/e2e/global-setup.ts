import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type {} from 'vitest';
import type { TestProject } from 'vitest/node';
import { startMailCapture } from './mail-capture';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    mailDir: string;
  }
}

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

/** Starts `$ONELOFT_BIN serve --demo` on a free loopback port with a fresh data directory. */
export default async function setup(project: TestProject) {
  const bin = resolve(process.env.ONELOFT_BIN ?? '../bin/oneloft');
  const dataDir = mkdtempSync(join(tmpdir(), 'oneloft-e2e-'));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  // Mail from the server goes to a real SMTP capture server on loopback; tests read it from mailDir.
  const mail = await startMailCapture(join(dataDir, 'mail'));
  const proc = spawn(bin, ['serve', '--demo', '--addr', `127.0.0.1:${port}`, '--data-dir', dataDir, '--public-url', baseURL], {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, ONELOFT_SMTP_URL: `smtp://127.0.0.1:${mail.port}?tls=none` },
  });
  let stderr = '';
  proc.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  try {
    await waitHealthy(baseURL, proc, 60_000);
  } catch (err) {
    proc.kill('SIGKILL');
    await mail.close();
    rmSync(dataDir, { recursive: true, force: true });
    throw new Error(`${(err as Error).message}\n${stderr}`);
  }
  project.provide('baseURL', baseURL);
  project.provide('mailDir', mail.dir);

  return async () => {
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
}
