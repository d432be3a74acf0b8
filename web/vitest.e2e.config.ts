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
    // answers late, not never.
    testTimeout: 60_000,
    hookTimeout: 90_000,
    expect: { poll: { timeout: 30_000 } },
    fileParallelism: false,
    maxWorkers: 1,
    sequence: { concurrent: false },
  },
});
