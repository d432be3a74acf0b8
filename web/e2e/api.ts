import { inject } from 'vitest';

let apiBase: string | undefined;

/** Sends callApi's requests to another server than the shared one (see ownServer), or back with undefined. */
export function setApiBase(url: string | undefined): void {
  apiBase = url;
}

/** Calls the running server's JSON API, with a bearer token when one is given; any answer but 2xx fails. */
export async function callApi<T>(token: string | undefined, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
  const res = await fetch(`${apiBase ?? inject('baseURL')}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  if (res.status === 204) return undefined as T;
  return (await res.json()) as T;
}
