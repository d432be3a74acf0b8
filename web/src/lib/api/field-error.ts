import { ApiError } from './api-error';
import { readable } from './message-keys';

/** The server's first message for one field of a refused request (SPEC §8 `errors.<field>[0]`), if any. */
export function fieldError(err: unknown, field: string): string | undefined {
  const errors = err instanceof ApiError ? (err.body as { errors?: Record<string, string[]> } | undefined)?.errors : undefined;
  const m = errors?.[field]?.[0] ?? errors?.[`body.${field}`]?.[0];
  return m === undefined ? undefined : readable(m);
}

/** True when the refusal named one of `fields`: the form shows it there, not as a general message. */
export function hasFieldError(err: unknown, fields: string[]): boolean {
  return fields.some((f) => fieldError(err, f) !== undefined);
}
