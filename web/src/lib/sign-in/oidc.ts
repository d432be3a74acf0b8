import { getPublicConfig } from '@/lib/api/config/get-public-config';

/** What the web app needs from the issuer's discovery document. */
export type Provider = {
  issuer: string;
  clientId: string;
  scopes: string[];
  embedded: boolean;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  endSessionEndpoint: string | null;
};

/** The token endpoint's answer. */
export type TokenSet = { access_token: string; refresh_token?: string; expires_in?: number; id_token?: string; token_type?: string };

let provider: Promise<Provider> | null = null;

/** The sign-in settings of the backend plus the issuer's discovery (any OpenID issuer), fetched once. */
export function getProvider(): Promise<Provider> {
  provider ??= (async () => {
    const config = await getPublicConfig();
    const issuer = config.issuer.replace(/\/+$/, '');
    const res = await fetch(`${issuer}/.well-known/openid-configuration`);
    if (!res.ok) throw new Error(`discovery: HTTP ${res.status}`);
    const doc = (await res.json()) as { authorization_endpoint: string; token_endpoint: string; end_session_endpoint?: string };
    return {
      issuer,
      clientId: config.client_id,
      scopes: config.scopes ?? ['openid'],
      embedded: config.embedded,
      authorizationEndpoint: doc.authorization_endpoint,
      tokenEndpoint: doc.token_endpoint,
      endSessionEndpoint: doc.end_session_endpoint ?? null,
    };
  })();
  provider.catch(() => {
    provider = null;
  });
  return provider;
}

/** The address the provider sends the code back to; registered exactly at the provider. */
export const redirectUri = () => `${window.location.origin}/login/callback`;

/** The authorization request (code flow, PKCE S256); `prompt: 'create'` asks the issuer for its registration form. */
export function authorizeUrl(p: Provider, o: { state: string; challenge: string; language: string; redirectUri: string; prompt?: 'create' }): string {
  const url = new URL(p.authorizationEndpoint);
  const params: Record<string, string> = {
    client_id: p.clientId,
    redirect_uri: o.redirectUri,
    response_type: 'code',
    scope: p.scopes.join(' '),
    state: o.state,
    code_challenge: o.challenge,
    code_challenge_method: 'S256',
    ui_locales: o.language,
  };
  if (o.prompt) params.prompt = o.prompt;
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return url.toString();
}

/** Logout at the provider, returning to the home page. */
export function endSessionUrl(p: Provider, o: { idToken: string | null; postLogoutRedirectUri: string }): string | null {
  if (!p.endSessionEndpoint) return null;
  const url = new URL(p.endSessionEndpoint);
  if (o.idToken) url.searchParams.set('id_token_hint', o.idToken);
  url.searchParams.set('post_logout_redirect_uri', o.postLogoutRedirectUri);
  url.searchParams.set('client_id', p.clientId);
  return url.toString();
}

async function tokenRequest(p: Provider, form: Record<string, string>): Promise<TokenSet> {
  const res = await fetch(p.tokenEndpoint, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
    body: new URLSearchParams(form),
  });
  const body = (await res.json().catch(() => ({}))) as Partial<TokenSet> & { error?: string; error_description?: string };
  if (!res.ok || !body.access_token) throw new Error(body.error_description || body.error || `token endpoint: HTTP ${res.status}`);
  return body as TokenSet;
}

/** Exchanges the authorization code (with the PKCE verifier) for tokens. */
export function exchangeCode(p: Provider, o: { code: string; verifier: string; redirectUri: string }): Promise<TokenSet> {
  return tokenRequest(p, { grant_type: 'authorization_code', code: o.code, redirect_uri: o.redirectUri, client_id: p.clientId, code_verifier: o.verifier });
}

/** New tokens for a refresh token; the old refresh token stops working (rotation). */
export function refreshTokens(p: Provider, refreshToken: string): Promise<TokenSet> {
  return tokenRequest(p, { grant_type: 'refresh_token', refresh_token: refreshToken, client_id: p.clientId });
}
