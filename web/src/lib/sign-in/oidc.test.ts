import { describe, expect, it } from 'vitest';
import { authorizeUrl, endSessionUrl, type Provider } from './oidc';

const provider: Provider = {
  issuer: 'https://sso.example/realms/oneloft',
  clientId: 'oneloft-web',
  scopes: ['openid', 'profile', 'email', 'offline_access'],
  embedded: false,
  authorizationEndpoint: 'https://sso.example/realms/oneloft/protocol/openid-connect/auth',
  tokenEndpoint: 'https://sso.example/realms/oneloft/protocol/openid-connect/token',
  endSessionEndpoint: 'https://sso.example/realms/oneloft/protocol/openid-connect/logout',
};

describe('authorization request', () => {
  it('asks for a code with PKCE S256, the scopes, state and the language', () => {
    const url = new URL(authorizeUrl(provider, { state: 'st', challenge: 'ch', language: 'de', redirectUri: 'https://app.example/login/callback' }));
    expect(url.origin + url.pathname).toBe(provider.authorizationEndpoint);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'oneloft-web',
      redirect_uri: 'https://app.example/login/callback',
      response_type: 'code',
      scope: 'openid profile email offline_access',
      state: 'st',
      code_challenge: 'ch',
      code_challenge_method: 'S256',
      ui_locales: 'de',
    });
  });
  it('adds prompt=create for registration at an external issuer', () => {
    const url = new URL(authorizeUrl(provider, { state: 's', challenge: 'c', language: 'en', redirectUri: 'https://app.example/login/callback', prompt: 'create' }));
    expect(url.searchParams.get('prompt')).toBe('create');
  });
});

describe('end-session request', () => {
  it('carries the id token, the home page and the client id', () => {
    const url = new URL(endSessionUrl(provider, { idToken: 'idt', postLogoutRedirectUri: 'https://app.example/' })!);
    expect(Object.fromEntries(url.searchParams)).toEqual({ id_token_hint: 'idt', post_logout_redirect_uri: 'https://app.example/', client_id: 'oneloft-web' });
  });
  it('is absent when the issuer has no end-session endpoint', () => {
    expect(endSessionUrl({ ...provider, endSessionEndpoint: null }, { idToken: null, postLogoutRedirectUri: 'https://app.example/' })).toBeNull();
  });
});
