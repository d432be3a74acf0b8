import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';

/** End-to-end tests: Chromium (playwright-core) against the real oneloft binary with demo data. */
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    environment: 'node',
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['./e2e/global-setup.ts'],
    // The bounds of every wait, here and in e2e/browser.ts only (tests set none of their own): a busy machine
    // answers late, not never. A test walks many screens, each step bounded by browser.ts's 30 s: its own bound is
    // for one that hangs, and a long walk took 45–60 s on a busy two-core machine.
    testTimeout: 120_000,
    hookTimeout: 90_000,
    expect: { poll: { timeout: 30_000 } },
    fileParallelism: false,
    maxWorkers: 1,
    sequence: { concurrent: false },
  },
});
