import { fragmentToken } from './token-rules';

/** SPEC §4: token, refresh token and expiry are kept in local storage (the id token too, for logout). */
const KEYS = {
  token: 'oneloft:token',
  refreshToken: 'oneloft:refresh-token',
  expiry: 'oneloft:token-expiry',
  idToken: 'oneloft:id-token',
} as const;

export type StoredTokens = { token: string | null; refreshToken: string | null; expiry: number | null; idToken: string | null };

export function readTokens(): StoredTokens {
  const expiry = localStorage.getItem(KEYS.expiry);
  return {
    token: localStorage.getItem(KEYS.token),
    refreshToken: localStorage.getItem(KEYS.refreshToken),
    expiry: expiry === null ? null : Number(expiry),
    idToken: localStorage.getItem(KEYS.idToken),
  };
}

export function writeTokens(tokens: { token: string; refreshToken?: string | null; expiry: number; idToken?: string | null }): void {
  localStorage.setItem(KEYS.token, tokens.token);
  localStorage.setItem(KEYS.expiry, String(tokens.expiry));
  if (tokens.refreshToken) localStorage.setItem(KEYS.refreshToken, tokens.refreshToken);
  else localStorage.removeItem(KEYS.refreshToken);
  if (tokens.idToken) localStorage.setItem(KEYS.idToken, tokens.idToken);
}

export function clearTokens(): void {
  for (const key of Object.values(KEYS)) localStorage.removeItem(key);
}

/** True when start-up has a session to restore: a stored token or refresh token, or a token in the fragment. */
export function hasSignInHint(): boolean {
  return fragmentToken(window.location.hash) !== null || localStorage.getItem(KEYS.token) !== null || localStorage.getItem(KEYS.refreshToken) !== null;
}
