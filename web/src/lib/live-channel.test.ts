import { afterEach, describe, expect, it, vi } from 'vitest';

import { setBearer } from '@/lib/api/bearer';
import { followChannel } from './live-channel';

type Options = { token?: string; getToken?: () => Promise<string> };

const made = vi.hoisted(() => [] as { url: string; options: Options }[]);

vi.mock('centrifuge', () => ({
  Centrifuge: class {
    constructor(url: string, options: Options) {
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

  // A connection keeps its token: after a drop, the reconnect sends it again, and the hub refuses it once it has
  // expired. The client then asks for a token: the app's renewed one; the same one again would be refused forever.
  it.each([
    ['the renewed token after the old one expired', 'access-2', 'access-2'],
    ["none when the refused token is still the app's", 'access-1', ''],
    ['none after signing out', null, ''],
  ])('asked again, it gives %s', async (_, current, want) => {
    setBearer('access-1');
    const stop = followChannel('flight:7', { publication: () => {} });
    await vi.waitFor(() => expect(made).toHaveLength(1));
    setBearer(current);
    await expect(made[0].options.getToken?.()).resolves.toBe(want);
    stop();
  });

  it('gives the token of someone who signed in while following', async () => {
    setBearer(null);
    const stop = followChannel('flight:7', { publication: () => {} });
    await vi.waitFor(() => expect(made).toHaveLength(1));
    setBearer('access-1');
    await expect(made[0].options.getToken?.()).resolves.toBe('access-1');
    stop();
  });
});
