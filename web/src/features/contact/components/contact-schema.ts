import * as z from 'zod/mini';

/** SPEC §5: e-mail address-like with a top-level part of 2 to 12 letters, at most 128 characters. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,12}$/;

/** The contact form; messages are i18n keys, translated when shown. */
// zod/mini keeps the contact chunk small; same rules as the full API.
export const contactSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'validation.required'), z.maxLength(128, 'validation.maxChars')),
  email: z.string().check(z.trim(), z.minLength(1, 'validation.required'), z.maxLength(128, 'validation.maxChars'), z.regex(EMAIL_PATTERN, 'validation.email')),
  subject: z.string().check(z.trim(), z.minLength(1, 'validation.required'), z.maxLength(128, 'validation.maxChars')),
  message: z.string().check(z.trim(), z.minLength(10, 'validation.minChars'), z.maxLength(5000, 'validation.maxChars')),
});

export type ContactInput = z.infer<typeof contactSchema>;
export type ContactErrors = Partial<Record<keyof ContactInput, { key: string; count?: number }>>;

const LIMITS: Record<keyof ContactInput, { min?: number; max: number }> = {
  name: { max: 128 },
  email: { max: 128 },
  subject: { max: 128 },
  message: { min: 10, max: 5000 },
};

/** Validates the form; returns the first error key per field (with the count for min/max). */
export function validateContact(input: ContactInput): ContactErrors {
  const result = contactSchema.safeParse(input);
  if (result.success) return {};
  const errors: ContactErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof ContactInput;
    if (errors[field]) continue;
    const key = issue.message;
    const count = key === 'validation.maxChars' ? LIMITS[field].max : key === 'validation.minChars' ? LIMITS[field].min : undefined;
    errors[field] = { key, count };
  }
  return errors;
}
