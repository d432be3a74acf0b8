import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from './schema';

/** An answer other than 2xx, or a failed request; `body` is the decoded error JSON if any. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, body: unknown, message?: string) {
    super(message ?? messageOf(body) ?? `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

function messageOf(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
    return body.message;
  }
  return undefined;
}

let currentLanguage = 'en';

/** Set by the i18n module so that every call carries the chosen language. */
export function setApiLanguage(code: string): void {
  currentLanguage = code;
}

const languageHeader: Middleware = {
  onRequest({ request }) {
    request.headers.set('Accept-Language', currentLanguage);
    return request;
  },
};

/** The one API client; paths and answers are typed from the backend's OpenAPI document. */
export const api = createClient<paths>({ baseUrl: '/' });
api.use(languageHeader);

/** Unwraps an openapi-fetch result: returns data or throws an ApiError. */
export function unwrap<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (result.error !== undefined || !result.response.ok) {
    throw new ApiError(result.response.status, result.error);
  }
  return result.data as T;
}
