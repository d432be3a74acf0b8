import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '@/lib/i18n/i18n';
import { fieldError } from './field-error';
import { ApiError } from './api-error';
import { errorText, isAbortError, snackbarText, UNDEFINED_ERROR } from './error-text';

describe('errorText (SPEC §8)', () => {
  const cases: [string, unknown, string][] = [
    [
      'first message of first field',
      new ApiError(422, { message: 'Validation failed', errors: { name: ['This entry already exists', 'second'], email: ['bad'] } }),
      'This entry already exists',
    ],
    ['field given as a plain string', { errors: { ring: 'The new status is the same as the last one' } }, 'The new status is the same as the last one'],
    ['error when no field errors', new ApiError(400, { error: 'Credentials do not match', message: 'm' }), 'Credentials do not match'],
    ['empty errors object falls through to error', { errors: {}, error: 'Gift card wrong or already used' }, 'Gift card wrong or already used'],
    ['data after error', { data: 'Maximum lifetime for the product reached', message: 'x' }, 'Maximum lifetime for the product reached'],
    ['message of the body', new ApiError(404, { message: 'Loft not found' }), 'Loft not found'],
    ['a string body is the data', new ApiError(502, 'Bad gateway'), 'Bad gateway'],
    ['error message when no body', new Error('Failed to fetch'), 'Failed to fetch'],
    ['status text of an ApiError without body', new ApiError(500, undefined), 'HTTP 500'],
    ['nothing usable', {}, UNDEFINED_ERROR],
    ['null', null, UNDEFINED_ERROR],
    ['undefined', undefined, UNDEFINED_ERROR],
    ['empty strings are skipped', { errors: { a: [''] }, error: '', data: ' ', message: '' }, UNDEFINED_ERROR],
  ];
  for (const [name, input, want] of cases) {
    it(name, () => expect(errorText(input)).toBe(want));
  }

  it('uses only the first field, even when its list is empty', () => {
    expect(errorText({ errors: { a: [], b: ['second field'] }, error: 'fallback' })).toBe('fallback');
  });
});

describe('snackbarText', () => {
  it('keeps texts of up to 64 characters', () => {
    const text = 'x'.repeat(64);
    expect(snackbarText(text)).toBe(text);
  });
  it('cuts longer texts to 64 characters', () => {
    const text = 'Inventory data out of date: please reload the season before you continue.';
    expect(text.length).toBeGreaterThan(64);
    expect(snackbarText(text)).toBe(text.slice(0, 64));
    expect(snackbarText(text)).toHaveLength(64);
  });
});

describe('isAbortError', () => {
  it("ignores 'Request aborted'", () => {
    expect(isAbortError(new Error('Request aborted'))).toBe(true);
    expect(isAbortError({ message: 'Request aborted' })).toBe(true);
  });
  it('ignores aborted fetches', () => {
    expect(isAbortError(new DOMException('The operation was aborted.', 'AbortError'))).toBe(true);
  });
  it('keeps other errors', () => {
    expect(isAbortError(new Error('Credentials do not match'))).toBe(false);
  });
});

describe('messages that are keys', () => {
  beforeAll(async () => {
    await initI18n();
  });
  it("reads SPEC §5's 'import_invalid_file' as words, under its field and as the error", () => {
    const err = new ApiError(400, { message: 'import_invalid_file', errors: { file: ['import_invalid_file'] } });
    expect(errorText(err)).toBe('This file cannot be read: check that it is the right kind of file.');
    expect(fieldError(err, 'file')).toBe('This file cannot be read: check that it is the right kind of file.');
    expect(errorText(new ApiError(400, { message: 'The name field is required.' }))).toBe('The name field is required.');
  });
});
