import type {} from 'vitest';
import type { TestProject } from 'vitest/node';
import { startOneloft } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    mailDir: string;
    /** Signing secret of the Stripe webhook; empty when stripe-mock is not installed (card payments off). */
    stripeWebhookSecret: string;
    /** The server's data directory and binary, for commands run beside it (e.g. `cancel-unpaid`). */
    dataDir: string;
    oneloftBin: string;
  }
}

/** The shared server of the end-to-end tests: oneloft with the demo world (see server.ts). */
export default async function setup(project: TestProject) {
  const server = await startOneloft({ demo: true });
  project.provide('baseURL', server.baseURL);
  project.provide('mailDir', server.mailDir);
  project.provide('stripeWebhookSecret', server.stripeWebhookSecret);
  project.provide('dataDir', server.dataDir);
  project.provide('oneloftBin', server.bin);
  return server.stop;
}
