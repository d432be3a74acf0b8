import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';

/** One request the fake server saw: method, path with query, and the decoded JSON body. */
export type Seen = { method: string; url: string; body: unknown };

/** An answer of the fake server: status and JSON body. */
export type Answer = { status: number; body: unknown };

// The API client keeps the fetch and Request it found when it was made, so this module puts stand-ins in
// place as it loads (tests import it before the components) and each test gives fetch its own answers.
// Node's Request, unlike a browser's, does not resolve the client's relative paths: this one does.
const NodeRequest = globalThis.Request;
globalThis.Request = class extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, window.location.origin) : input, init);
  }
} as typeof Request;
let current: typeof fetch = () => Promise.reject(new Error('no fake server: call fakeServer() first'));
globalThis.fetch = ((...args: Parameters<typeof fetch>) => current(...args)) as typeof fetch;

/**
 * Answers requests from `routes` ("METHOD /path" → answer, the longest key that the request's
 * "METHOD /path?query" starts with) and records every request. Unknown requests get [].
 */
export function fakeServer(routes: Record<string, Answer | ((seen: Seen) => Answer)>): Seen[] {
  const seen: Seen[] = [];
  current = (async (input: RequestInfo | URL) => {
    const req = input as Request;
    const url = new URL(req.url);
    const text = await req.text();
    const s: Seen = { method: req.method, url: url.pathname + url.search, body: text ? JSON.parse(text) : undefined };
    seen.push(s);
    const key = Object.keys(routes)
      .sort((a, b) => b.length - a.length)
      .find((k) => `${s.method} ${s.url}`.startsWith(k));
    const route = key ? routes[key] : undefined;
    const answer = typeof route === 'function' ? route(s) : (route ?? { status: 200, body: [] });
    return new Response(answer.status === 204 ? null : JSON.stringify(answer.body), { status: answer.status, headers: { 'Content-Type': 'application/json' } });
  }) as typeof fetch;
  return seen;
}

/** Renders `element` at `path` in a router with the other `routes`, a fresh query client and Mantine. */
export function renderAt(path: string, element: ReactNode, routes: RouteObject[] = []) {
  const router = createMemoryRouter([{ path: path.split('?')[0], element }, ...routes], { initialEntries: [path] });
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={qc}>
      <MantineProvider>
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return router;
}
