/** A count typed in a field, or why it is not one: not a number at all, or a number that is not whole or is too small. */
export type Count = { ok: true; value: number } | { ok: false; reason: 'number' | 'whole' };

/** Arabic-Indic and Persian digits, as some keyboards type them, read as 0–9. */
const latinDigits = (text: string) => text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) & 0xf));

/**
 * Reads a count of at least min typed in a field, spaces around it ignored: "2" is 2; "" or "two" is not a number
 * (SPEC: 'please enter a number'); "1.5" or a count below min is a number but not an allowed count.
 */
export function parseCount(text: string, min: number): Count {
  const s = latinDigits(text.trim());
  if (!/^[-+]?(\d+([.,]\d*)?|[.,]\d+)$/.test(s)) return { ok: false, reason: 'number' };
  const n = Number(s.replace(',', '.'));
  return Number.isInteger(n) && n >= min ? { ok: true, value: n } : { ok: false, reason: 'whole' };
}

/** How many birds to buy: a whole number of at least 1. */
export const parseQuantity = (text: string) => parseCount(text, 1);

/** A limit typed in a field: empty is none (null), else a whole number of at least 0. */
export function parseLimit(text: string): { ok: true; value: number | null } | { ok: false; reason: 'number' | 'whole' } {
  return text.trim() === '' ? { ok: true, value: null } : parseCount(text, 0);
}
