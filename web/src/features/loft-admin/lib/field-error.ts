import { ApiError } from '@/lib/api/api-error';

/** The server's messages by field (the API's `errors` map uses the JSON names, e.g. `addresses[0].city`). */
export function fieldErrors(err: unknown): Record<string, string[]> {
  if (!(err instanceof ApiError)) return {};
  return (err.body as { errors?: Record<string, string[]> } | undefined)?.errors ?? {};
}

/** The first server message for `field`, to show under its input. */
export function fieldError(err: unknown, field: string): string | undefined {
  return fieldErrors(err)[field]?.[0];
}

/** True when the error has a message for a field that `shown` does not display, so the form must say it elsewhere. */
export function hasOtherErrors(err: unknown, shown: string[]): boolean {
  const fields = Object.keys(fieldErrors(err));
  return fields.length === 0 || fields.some((f) => !shown.includes(f));
}
