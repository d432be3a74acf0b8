import { api, unwrap } from '@/lib/api/client';

/** What this browser can do about push messages. */
export type PushState = 'unsupported' | 'denied' | 'on' | 'off';

function supported(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** The subscription of this browser, if it has one. */
async function currentSubscription(): Promise<PushSubscription | null> {
  const reg = await navigator.serviceWorker.getRegistration('/');
  return (await reg?.pushManager.getSubscription()) ?? null;
}

export async function pushState(): Promise<PushState> {
  if (!supported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  return (await currentSubscription()) ? 'on' : 'off';
}

/** The VAPID key as PushManager takes it (base64url → bytes). */
function keyBytes(key: string): Uint8Array<ArrayBuffer> {
  const b64 = key.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (key.length % 4)) % 4);
  const raw = atob(b64);
  const out = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
}

/**
 * Turns push messages on for this browser: registers the service worker (public/sw.js), asks for permission,
 * subscribes with the server's VAPID key and hands the subscription to the server.
 */
export async function enablePush(vapidKey: string): Promise<PushState> {
  if (!supported()) return 'unsupported';
  const reg = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  if ((await Notification.requestPermission()) !== 'granted') return 'denied';
  await navigator.serviceWorker.ready;
  const sub = (await reg.pushManager.getSubscription()) ?? (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(vapidKey) }));
  const json = sub.toJSON();
  unwrap(
    await api.POST('/api/custom/v1/user/push-subscriptions', {
      body: { endpoint: sub.endpoint, keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' } },
    }),
  );
  return 'on';
}

/** Turns push messages off for this browser, on the server and in the browser. */
export async function disablePush(): Promise<PushState> {
  const sub = await currentSubscription();
  if (sub) {
    unwrap(await api.POST('/api/custom/v1/user/push-subscriptions/remove', { body: { endpoint: sub.endpoint } }));
    await sub.unsubscribe();
  }
  return 'off';
}
