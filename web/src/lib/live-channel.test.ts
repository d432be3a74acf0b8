import { afterEach, describe, expect, it, vi } from 'vitest';

import { setBearer } from '@/lib/api/bearer';
import { followChannel } from './live-channel';

const made = vi.hoisted(() => [] as { url: string; options: { token?: string } }[]);

vi.mock('centrifuge', () => ({
  Centrifuge: class {
    constructor(url: string, options: { token?: string }) {
      made.push({ url, options });
    }
    newSubscription() {
      return { on: () => {}, subscribe: () => {}, unsubscribe: () => {} };
    }
    connect() {}
    disconnect() {}
    removeSubscription() {}
  },
}));

describe('followChannel', () => {
  afterEach(() => {
    made.length = 0;
    setBearer(null);
  });

  // The hub lets a loft's staff follow what visitors may not yet (a draft season's race): it knows them by the token.
  it.each([
    ['a visitor connects without a token', null, ''],
    ['a signed-in user connects with the access token', 'access-1', 'access-1'],
  ])('%s', async (_, token, want) => {
    setBearer(token);
    const stop = followChannel('flight:7', { publication: () => {} });
    await vi.waitFor(() => expect(made).toHaveLength(1));
    expect(made[0].url).toMatch(/\/connection\/websocket$/);
    expect(made[0].options.token).toBe(want);
    stop();
  });
});
