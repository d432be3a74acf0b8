import createClient, { type Middleware } from 'openapi-fetch';
import { ApiError } from './api-error';
import { bearer } from './bearer';
import { apiLanguage } from './language';
import type { paths } from './schema';

export { ApiError };

const languageHeader: Middleware = {
  onRequest({ request }) {
    request.headers.set('Accept-Language', apiLanguage());
    return request;
  },
};

/** The one API client; paths and answers are typed from the backend's OpenAPI document. */
export const api = createClient<paths>({ baseUrl: '/' });
api.use(languageHeader, bearer);

/** Unwraps an openapi-fetch result: returns data or throws an ApiError. */
export function unwrap<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (result.error !== undefined || !result.response.ok) {
    throw new ApiError(result.response.status, result.error);
  }
  return result.data as T;
}
