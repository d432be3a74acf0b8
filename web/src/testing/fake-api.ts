/** One answer of the fake API: a status and a JSON body. */
export type FakeAnswer = { status: number; body?: unknown };

/** A request the fake API received: method, path (with query) and decoded JSON body. */
export type FakeCall = { method: string; path: string; body: unknown };

/** Answers by request: "METHOD /path" (optionally with a query) → an answer, or a function of the call giving one. */
export type FakeRoutes = Record<string, FakeAnswer | ((call: FakeCall) => FakeAnswer)>;

/** The answer to a request no test asked for. */
const defaultAnswer = (): FakeAnswer => ({ status: 200, body: [] });

/** The call's address, for its path name and query parameters. */
export function callUrl(call: FakeCall): URL {
  return new URL(call.path, 'http://localhost');
}

/**
 * Replaces `fetch` (and `Request`, so that the API client's relative URLs work under jsdom) with a
 * programmable server: tests set `answer` (or `serve` a route table) and read `calls`. Call it in
 * `vi.hoisted`, before the API client module is imported, since the client keeps the `fetch` and
 * `Request` it finds at creation:
 *
 *     const server = await vi.hoisted(async () => (await import('@/testing/fake-api')).installFakeApi());
 */
export function installFakeApi() {
  const state = {
    calls: [] as FakeCall[],
    answer: defaultAnswer as (call: FakeCall) => FakeAnswer,
    /**
     * Forgets the calls and answers from `routes`: the longest key that "METHOD /path?query" starts with
     * decides; requests no key matches get `fallback` (200 and [] unless told). Returns the calls, for reading.
     */
    serve(routes: FakeRoutes, fallback: (call: FakeCall) => FakeAnswer = defaultAnswer): FakeCall[] {
      const keys = Object.keys(routes).sort((a, b) => b.length - a.length);
      state.calls.length = 0;
      state.answer = (call) => {
        const key = keys.find((k) => `${call.method} ${call.path}`.startsWith(k));
        const route = key === undefined ? undefined : routes[key];
        if (route === undefined) return fallback(call);
        return typeof route === 'function' ? route(call) : route;
      };
      return state.calls;
    },
    /** Forgets the calls and goes back to the default answer (200 and []); for a `beforeEach`. */
    reset() {
      state.calls.length = 0;
      state.answer = defaultAnswer;
    },
  };
  const NodeRequest = globalThis.Request;
  globalThis.Request = class extends NodeRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' && input.startsWith('/') ? `http://localhost${input}` : input, init);
    }
  } as typeof Request;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(input, init);
    const text = await req.text();
    const url = new URL(req.url);
    const call = { method: req.method, path: url.pathname + url.search, body: text ? (JSON.parse(text) as unknown) : undefined };
    state.calls.push(call);
    const { status, body } = state.answer(call);
    return new Response(status === 204 ? null : JSON.stringify(body ?? {}), { status, headers: { 'Content-Type': 'application/json' } });
  }) as typeof fetch;
  return state;
}
