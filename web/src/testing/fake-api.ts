/** One answer of the fake API: a status and a JSON body. */
export type FakeAnswer = { status: number; body?: unknown };

/** A request the fake API received: method, path (with query) and decoded JSON body. */
export type FakeCall = { method: string; path: string; body: unknown };

/**
 * Replaces `fetch` (and `Request`, so that the API client's relative URLs work under jsdom) with a
 * programmable server: tests set `answer` and read `calls`. Call it in `vi.hoisted`, before the API
 * client module is imported, since the client keeps the `fetch` and `Request` it finds at creation.
 */
export function installFakeApi() {
  const state = {
    calls: [] as FakeCall[],
    answer: (() => ({ status: 200, body: [] })) as (call: FakeCall) => FakeAnswer,
  };
  const NodeRequest = globalThis.Request;
  globalThis.Request = class extends NodeRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' && input.startsWith('/') ? `http://localhost${input}` : input, init);
    }
  } as typeof Request;
  globalThis.fetch = (async (input: RequestInfo | URL) => {
    const req = input instanceof Request ? input : new Request(input);
    const text = await req.text();
    const url = new URL(req.url);
    const call = { method: req.method, path: url.pathname + url.search, body: text ? (JSON.parse(text) as unknown) : undefined };
    state.calls.push(call);
    const { status, body } = state.answer(call);
    return new Response(status === 204 ? null : JSON.stringify(body ?? {}), { status, headers: { 'Content-Type': 'application/json' } });
  }) as typeof fetch;
  return state;
}
