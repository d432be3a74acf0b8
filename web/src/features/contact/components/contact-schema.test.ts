import { describe, expect, it } from 'vitest';
import { validateContact } from './contact-schema';

const ok = { name: 'Jan Kowalski', email: 'jan@example.com', subject: 'Entry fee', message: 'When does registration open?' };

describe('validateContact', () => {
  it('accepts a complete form', () => expect(validateContact(ok)).toEqual({}));
  it('requires every field', () => {
    expect(validateContact({ name: '', email: '', subject: ' ', message: '' })).toEqual({
      name: { key: 'validation.required', count: undefined },
      email: { key: 'validation.required', count: undefined },
      subject: { key: 'validation.required', count: undefined },
      message: { key: 'validation.minChars', count: 10 },
    });
  });
  it('checks the e-mail form (top-level part of 2 to 12 letters)', () => {
    expect(validateContact({ ...ok, email: 'jan@example' }).email?.key).toBe('validation.email');
    expect(validateContact({ ...ok, email: 'jan@example.c' }).email?.key).toBe('validation.email');
    expect(validateContact({ ...ok, email: 'jan@example.museum' })).toEqual({});
  });
  it('limits the e-mail to 128 characters', () => {
    expect(validateContact({ ...ok, email: `${'a'.repeat(120)}@example.com` }).email).toEqual({ key: 'validation.maxChars', count: 128 });
  });
});
