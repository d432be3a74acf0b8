// No imports: test files load this from vi.hoisted, before the API client takes hold of fetch and Request.

/** A request the stubbed API received. */
export type Call = { method: string; url: URL; body: unknown };
/** Answers a request: status and JSON body. */
export type Handler = (method: string, url: URL, body: unknown) => [number, unknown];
/** Stands in for the server in component tests: every call is recorded and answered by `handler`. */
export type Stub = { calls: Call[]; handler: Handler };

/**
 * Replaces fetch with the stand-in, and lets Request resolve the client's '/'-based paths (Node has no page to resolve
 * them against). Install it with `const stub = await vi.hoisted(async () => (await import('../testing/fetch-stub')).stubFetch())`.
 */
export function stubFetch(): Stub {
  const Base = globalThis.Request;
  globalThis.Request = class extends Base {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' && input.startsWith('/') ? `http://localhost${input}` : input, init);
    }
  };
  const stub: Stub = { calls: [], handler: () => [404, { message: 'Not found.' }] };
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(String(input), init);
    const text = req.method === 'GET' || req.method === 'DELETE' ? '' : await req.text();
    const url = new URL(req.url);
    const body: unknown = text ? JSON.parse(text) : undefined;
    stub.calls.push({ method: req.method, url, body });
    const [status, json] = stub.handler(req.method, url, body);
    return new Response(JSON.stringify(json), { status, headers: { 'Content-Type': 'application/json' } });
  }) as typeof fetch;
  return stub;
}
