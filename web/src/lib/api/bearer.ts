import type { Middleware } from 'openapi-fetch';

let token: string | null = null;
let onFailure: (() => void) | null = null;

/** Sets the access token sent with every API call (null: none). */
export function setBearer(value: string | null): void {
  token = value;
}

/** The access token, for requests made without the API client (uploads with progress). */
export function bearerToken(): string | null {
  return token;
}

/** Registers what happens when the API refuses the token (SPEC §8: token errors log out). */
export function onTokenFailure(handler: () => void): void {
  onFailure = handler;
}

/** Sends `Authorization: Bearer …`; a 401 answer to a call that carried a token is a token failure. */
export const bearer: Middleware = {
  onRequest({ request }) {
    if (token) request.headers.set('Authorization', `Bearer ${token}`);
    return request;
  },
  onResponse({ request, response }) {
    if (response.status === 401 && request.headers.has('Authorization')) onFailure?.();
    return response;
  },
};
