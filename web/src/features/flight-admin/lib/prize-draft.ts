import type { Currency, Schema } from '@/lib/api/types';
import { formatAmount } from '@/lib/currency';
import { parseCents } from '@/lib/parse-cents';

export type PrizeTable = Schema<'PrizeTable'>;
export type PoolKind = 'fixed' | 'entry_fees';
export type PrizeMode = 'amounts' | 'shares';

/** The prize table as typed: money in the currency's formatting, shares and the pool's share in percent. */
export type PrizeDraft = { poolKind: PoolKind; poolAmount: string; poolPercent: string; mode: PrizeMode; places: string[] };

/** Basis points (1/100 %) from a percent text ("12,5" or "12.5"); NaN when not a number from 0 to 100 with two decimals at most. */
export function parsePercent(text: string): number {
  const t = text.trim().replace(',', '.');
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(t)) return NaN;
  const bp = Math.round(Number(t) * 100);
  return bp <= 10_000 ? bp : NaN;
}

/** Basis points as a percent text in the viewer's formatting ("12.5"). */
export function formatPercent(bp: number, intlLocale: string): string {
  return new Intl.NumberFormat(intlLocale, { maximumFractionDigits: 2 }).format(bp / 100);
}

export function toPrizeDraft(t: PrizeTable | undefined, currency: Currency, intlLocale: string): PrizeDraft {
  if (!t) return { poolKind: 'fixed', poolAmount: '', poolPercent: '', mode: 'amounts', places: ['', '', ''] };
  const mode: PrizeMode = t.mode === 'shares' ? 'shares' : 'amounts';
  return {
    poolKind: t.pool.kind === 'entry_fees' ? 'entry_fees' : 'fixed',
    poolAmount: t.pool.kind === 'entry_fees' ? '' : formatAmount(t.pool.amount ?? 0, currency, intlLocale),
    poolPercent: t.pool.kind === 'entry_fees' ? formatPercent(t.pool.basis_points ?? 0, intlLocale) : '',
    mode,
    places: (t.places ?? []).map((v) => (mode === 'shares' ? formatPercent(v, intlLocale) : formatAmount(v, currency, intlLocale))),
  };
}

/** A place's value in the table: cents, or basis points of the pool. */
export function placeValue(d: PrizeDraft, text: string): number {
  return d.mode === 'shares' ? parsePercent(text) : parseCents(text);
}

/** The draft as sent; blank trailing places are left out. Invalid numbers go as NaN-free -1 so the server names the field. */
export function toPrizeTable(d: PrizeDraft): PrizeTable {
  const places = [...d.places];
  while (places.length > 0 && places[places.length - 1]!.trim() === '') places.pop();
  const valid = (n: number) => (Number.isNaN(n) ? -1 : n);
  return {
    pool: d.poolKind === 'fixed' ? { kind: 'fixed', amount: valid(parseCents(d.poolAmount)) } : { kind: 'entry_fees', basis_points: valid(parsePercent(d.poolPercent)) },
    mode: d.mode,
    places: places.map((p) => valid(placeValue(d, p))),
  };
}

/** The places' sum: cents (amounts) or basis points (shares); NaN places count as 0. */
export function placesSum(d: PrizeDraft): number {
  return d.places.reduce((sum, p) => sum + (p.trim() === '' || Number.isNaN(placeValue(d, p)) ? 0 : placeValue(d, p)), 0);
}
