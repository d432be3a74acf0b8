import { ApiError } from './api-error';
import { readable } from './message-keys';

/** The text shown when none of the rules of SPEC §8 finds one. */
export const UNDEFINED_ERROR = 'Undefined Error';
/** Errors with this message are ignored (the user navigated away). */
export const REQUEST_ABORTED = 'Request aborted';

function nonEmptyString(v: unknown): v is string {
  return typeof v === 'string' && v.trim() !== '';
}

function firstFieldMessage(errors: unknown): string | undefined {
  if (!errors || typeof errors !== 'object') return undefined;
  for (const value of Object.values(errors)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (nonEmptyString(first)) return readable(first);
    return undefined; // only the first field counts
  }
  return undefined;
}

/**
 * SPEC §8: the first message of the first field in `errors`, else `error`, else the data,
 * else the error's message, else 'Undefined Error'.
 */
export function errorText(err: unknown): string {
  const data = err instanceof ApiError ? err.body : err;
  if (data && typeof data === 'object') {
    const record = data as Record<string, unknown>;
    const field = firstFieldMessage(record.errors);
    if (field) return field;
    if (nonEmptyString(record.error)) return record.error;
    if (nonEmptyString(record.data)) return record.data;
    if (nonEmptyString(record.message)) return readable(record.message);
  } else if (nonEmptyString(data)) {
    return data;
  }
  if (err instanceof Error && nonEmptyString(err.message)) return err.message;
  return UNDEFINED_ERROR;
}

/** Snackbar text: cut to `max` characters (SPEC §8, 64). */
export function snackbarText(text: string, max = 64): string {
  return text.length > max ? text.slice(0, max) : text;
}

/** True for errors that must not be shown ('Request aborted', aborted fetches). */
export function isAbortError(err: unknown): boolean {
  if (err instanceof DOMException && err.name === 'AbortError') return true;
  if (err instanceof Error && err.name === 'AbortError') return true;
  return errorText(err) === REQUEST_ABORTED;
}
