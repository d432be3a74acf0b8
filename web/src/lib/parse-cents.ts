/** Cents from a money text in either formatting ("1.234,50", "1234.5", "250"); NaN when not a number. */
export function parseCents(text: string): number {
  const t = text.trim().replace(/\s/g, '');
  if (!/^\d+([.,]\d{3})*([.,]\d{1,2})?$/.test(t)) return NaN;
  const m = /[.,](\d{1,2})$/.exec(t);
  const whole = (m ? t.slice(0, -m[0].length) : t).replace(/[.,]/g, '');
  const frac = m ? m[1]!.padEnd(2, '0') : '00';
  return Number(whole) * 100 + Number(frac);
}
