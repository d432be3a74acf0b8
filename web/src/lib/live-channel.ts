import type { SubscribedContext } from 'centrifuge';

import { bearerToken } from '@/lib/api/bearer';

/** What a page does with a live channel's messages and its subscription's turns. */
export type ChannelHandlers = {
  publication: (data: unknown) => void;
  subscribed?: (ctx: SubscribedContext) => void;
  subscribing?: () => void;
};

/**
 * Follows a channel of the live hub (`flight:<id>`, `auction:<id>`) over the site's websocket, with the centrifuge
 * client loaded only when a page follows one. Returns the function that stops following.
 */
export function followChannel(channel: string, on: ChannelHandlers): () => void {
  let stopped = false;
  let dispose = () => {};
  void import('centrifuge').then(({ Centrifuge }) => {
    if (stopped) return;
    const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
    // A signed-in viewer's token lets the hub show a loft's staff what visitors may not follow yet (a draft
    // season's race).
    let sent = bearerToken() ?? '';
    const client = new Centrifuge(`${scheme}://${window.location.host}/connection/websocket`, {
      token: sent,
      // Asked when the hub refused the token (it expired since the connection was made, and a reconnect sent it
      // again) or when there was none: the app's current one, which it renews. The same token twice was refused
      // already, so the viewer goes on as a visitor instead of asking forever.
      getToken: () => {
        const now = bearerToken() ?? '';
        sent = now === sent ? '' : now;
        return Promise.resolve(sent);
      },
    });
    const sub = client.newSubscription(channel);
    sub.on('publication', (ctx) => on.publication(ctx.data));
    sub.on('subscribed', (ctx) => on.subscribed?.(ctx));
    sub.on('subscribing', () => on.subscribing?.());
    sub.subscribe();
    client.connect();
    dispose = () => {
      sub.unsubscribe();
      client.removeSubscription(sub);
      client.disconnect();
    };
  });
  return () => {
    stopped = true;
    dispose();
  };
}
