import { ACCOUNT_POPUP } from '@/config/constants';
import { ApiError } from '@/lib/api/api-error';
import { onTokenFailure, setBearer } from '@/lib/api/bearer';
import { getMe } from '@/lib/api/me/get-me';
import { i18n } from '@/lib/i18n/i18n';
import { authorizeUrl, endSessionUrl, exchangeCode, getProvider, redirectUri, refreshTokens, type TokenSet } from './oidc';
import { challengeOf, randomString } from './pkce';
import { clearTokens, readTokens, writeTokens } from './storage';
import { expiryOf, fragmentExpiry, fragmentToken, isExpired, returnPath } from './token-rules';
import { toUser, type User } from './user';

/**
 * The sign-in flow of SPEC §4, loaded only when needed (a stored session, a login, the callback).
 * Pure rules live in token-rules and pkce; this module does the steps.
 */

const PENDING_KEY = 'oneloft:sign-in';
type Pending = { state: string; verifier: string; returnTo: string };

export type Session = { user: User; fragment: boolean };

let fragmentSession = false;
let timer: ReturnType<typeof setTimeout> | undefined;
let started: Promise<Session | null> | null = null;
let completing: { code: string; result: Promise<{ user: User; returnTo: string }> } | null = null;

/** SPEC §4: any token failure logs out and reloads to `/`. */
export function tokenFailure(): void {
  clearTokens();
  setBearer(null);
  clearTimeout(timer);
  window.location.replace('/');
}
onTokenFailure(tokenFailure);

const language = () => i18n.language || 'en';

async function fetchUser(): Promise<User> {
  return toUser(await getMe());
}

/** Runs `fn` at `at` (epoch ms); setTimeout cannot wait longer than ~24 days, so long waits are re-armed. */
function schedule(at: number, fn: () => void): void {
  clearTimeout(timer);
  const wait = Math.max(0, at - Date.now());
  timer = setTimeout(() => (Date.now() >= at ? fn() : schedule(at, fn)), Math.min(wait, 2 ** 31 - 1));
}

function applyTokens(set: TokenSet): void {
  const expiry = expiryOf(Date.now(), set.expires_in ?? 3600);
  writeTokens({ token: set.access_token, refreshToken: set.refresh_token ?? null, expiry, idToken: set.id_token ?? null });
  setBearer(set.access_token);
  // Refresh in time during a long visit; without a refresh token that is a token failure (logout, back to /).
  schedule(expiry, () => void refresh().catch(tokenFailure));
}

/**
 * Refreshes the tokens, one tab at a time: a refresh token works once, and the provider takes a second
 * use of it for theft and ends the whole sign-in. A tab that waited while another refreshed takes the
 * tokens that tab stored instead of spending the old refresh token again.
 */
async function refresh(): Promise<void> {
  const before = readTokens().refreshToken;
  const run = async () => {
    const now = readTokens();
    if (now.token && now.refreshToken !== before && !isExpired(now.expiry, Date.now())) {
      setBearer(now.token);
      schedule(now.expiry!, () => void refresh().catch(tokenFailure));
      return;
    }
    if (!now.refreshToken) throw new Error('no refresh token');
    applyTokens(await refreshTokens(await getProvider(), now.refreshToken));
  };
  await ('locks' in navigator ? navigator.locks.request('oneloft:refresh', run) : run());
}

async function restore(): Promise<Session | null> {
  const fromFragment = fragmentToken(window.location.hash);
  if (fromFragment) {
    // Overrides the stored session, is never stored, counts 30 minutes; taken out of the address
    // so it is not copied or bookmarked (a reload therefore starts without it).
    history.replaceState(history.state, '', window.location.pathname + window.location.search);
    fragmentSession = true;
    setBearer(fromFragment);
    schedule(fragmentExpiry(Date.now()), tokenFailure);
    return { user: await fetchUser(), fragment: true };
  }
  const stored = readTokens();
  if (stored.token && !isExpired(stored.expiry, Date.now())) {
    setBearer(stored.token);
    schedule(stored.expiry!, () => void refresh().catch(tokenFailure));
    return { user: await fetchUser(), fragment: false };
  }
  if (stored.refreshToken) {
    await refresh();
    return { user: await fetchUser(), fragment: false };
  }
  clearTokens();
  return null;
}

/** On start: restores the session from the fragment or storage; null when there is none. Runs once. */
export function start(): Promise<Session | null> {
  started ??= restore().catch((err: unknown) => {
    // A server that is down or failing is not a token failure: stay signed out for this visit, keep the tokens.
    if (err instanceof ApiError && err.status !== 401 && err.status !== 403) return null;
    tokenFailure();
    return null;
  });
  return started;
}

let loggingIn: Promise<void> | null = null;

/** Redirects to the provider's login, remembering `returnTo`; a second call while one is under way joins it. */
export function login(returnTo: string, prompt?: 'create'): Promise<void> {
  loggingIn ??= redirectToLogin(returnTo, prompt).finally(() => {
    loggingIn = null;
  });
  return loggingIn;
}

async function redirectToLogin(returnTo: string, prompt?: 'create'): Promise<void> {
  const p = await getProvider();
  const pending: Pending = { state: randomString(16), verifier: randomString(32), returnTo };
  sessionStorage.setItem(PENDING_KEY, JSON.stringify(pending));
  const challenge = await challengeOf(pending.verifier);
  window.location.assign(authorizeUrl(p, { state: pending.state, challenge, language: language(), redirectUri: redirectUri(), prompt }));
}

async function complete(params: URLSearchParams): Promise<{ user: User; returnTo: string }> {
  const raw = sessionStorage.getItem(PENDING_KEY);
  const pending = raw ? (JSON.parse(raw) as Pending) : null;
  const error = params.get('error');
  if (error) throw new Error(params.get('error_description') || error);
  const code = params.get('code');
  if (!code || !pending || params.get('state') !== pending.state) throw new Error('invalid sign-in state');
  sessionStorage.removeItem(PENDING_KEY);
  fragmentSession = false;
  applyTokens(await exchangeCode(await getProvider(), { code, verifier: pending.verifier, redirectUri: redirectUri() }));
  return { user: await fetchUser(), returnTo: returnPath(pending.returnTo) };
}

/** `/login/callback`: exchanges the code, stores the tokens, fetches the user; once per code. */
export function completeLogin(search: string): Promise<{ user: User; returnTo: string }> {
  const params = new URLSearchParams(search);
  const code = params.get('code') ?? '';
  if (completing?.code !== code) completing = { code, result: complete(params) };
  return completing.result;
}

/** Reads the user again (after the account settings closed). */
export function reloadUser(): Promise<User> {
  return fetchUser();
}

/** SPEC §4: clears token, refresh token, expiry and user, then goes to `/` through the provider's end-session. Blocked for a fragment token. */
export async function logout(): Promise<void> {
  if (fragmentSession) return;
  const { idToken } = readTokens();
  clearTokens();
  setBearer(null);
  clearTimeout(timer);
  const home = `${window.location.origin}/`;
  const url = await getProvider()
    .then((p) => endSessionUrl(p, { idToken, postLogoutRedirectUri: home }))
    .catch(() => null);
  window.location.assign(url ?? home);
}

/**
 * Registration in the current language: the embedded provider's own page; with any other issuer
 * the standard OpenID `prompt=create` authorization request (the user comes back signed in).
 */
export async function register(returnTo: string): Promise<void> {
  const p = await getProvider();
  if (!p.embedded) return login(returnTo, 'create');
  window.location.assign(`${p.issuer}/register?lang=${encodeURIComponent(language())}`);
}

/** Account settings in a 460×780 popup, polled every second; `onClosed` runs when it is closed. */
export async function openAccountSettings(onClosed: () => void): Promise<void> {
  const p = await getProvider();
  const { width, height, pollMs } = ACCOUNT_POPUP;
  const left = Math.max(0, window.screenX + (window.outerWidth - width) / 2);
  const top = Math.max(0, window.screenY + (window.outerHeight - height) / 2);
  const popup = window.open(`${p.issuer}/account`, 'oneloft-account', `popup,width=${width},height=${height},left=${left},top=${top}`);
  if (!popup) return;
  const poll = setInterval(() => {
    if (!popup.closed) return;
    clearInterval(poll);
    onClosed();
  }, pollMs);
}
