import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ApiError } from '@/lib/api/api-error';
import { isChunkLoadError, reloadAfterChunkError } from '@/lib/chunk-reload';
import { ErrorView } from './error-view';

/** The status of a route error: the answer's status, else 500 (SPEC §8). */
export function statusOf(error: unknown): number {
  if (isRouteErrorResponse(error)) return error.status;
  if (error instanceof ApiError && error.status > 0) return error.status;
  return 500;
}

/** errorElement of the routes; a failed lazy chunk reloads the page (at most once per 60 s). */
export function RouteError() {
  const error = useRouteError();
  const chunk = isChunkLoadError(error);
  useEffect(() => {
    if (chunk) reloadAfterChunkError();
    else if (!isRouteErrorResponse(error)) console.error(error);
  }, [chunk, error]);
  return <ErrorView status={statusOf(error)} />;
}
