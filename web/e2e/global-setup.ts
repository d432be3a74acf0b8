import { rmSync } from 'node:fs';
import type {} from 'vitest';
import type { TestProject } from 'vitest/node';
import { seedDemoWorld, startOneloft, startStripeMock } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    mailDir: string;
    /** Signing secret of the Stripe webhook; empty when stripe-mock is not installed (card payments off). */
    stripeWebhookSecret: string;
    /** The server's data directory and binary, for commands run beside it (e.g. `cancel-unpaid`). */
    dataDir: string;
    oneloftBin: string;
    /** The demo world, seeded once, that servers of a file's own start from a copy of (see seedDemoWorld). */
    demoWorld: string;
    /** The stripe-mock that servers of a file's own share ('' when it is not installed). */
    stripeMock: string;
  }
}

/** The shared server of the end-to-end tests: oneloft with the demo world (see server.ts). */
export default async function setup(project: TestProject) {
  const [demoWorld, stripe] = await Promise.all([seedDemoWorld(), startStripeMock()]);
  project.provide('demoWorld', demoWorld);
  project.provide('stripeMock', stripe?.url ?? '');
  const server = await startOneloft({ demo: true, from: demoWorld, stripe: stripe?.url ?? '' });
  project.provide('baseURL', server.baseURL);
  project.provide('mailDir', server.mailDir);
  project.provide('stripeWebhookSecret', server.stripeWebhookSecret);
  project.provide('dataDir', server.dataDir);
  project.provide('oneloftBin', server.bin);
  return async () => {
    await server.stop();
    stripe?.stop();
    rmSync(demoWorld, { recursive: true, force: true });
  };
}
