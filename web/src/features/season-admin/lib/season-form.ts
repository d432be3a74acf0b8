import { ApiError } from '@/lib/api/api-error';
import type { Schema } from '@/lib/api/types';

export type SeasonState = Schema<'Season'>['state'];
export type Currency = Schema<'Season'>['currency'];

/** SPEC §4's season states, in order. */
export const SEASON_STATES: SeasonState[] = ['draft', 'in_progress', 'over'];
export const CURRENCIES: Currency[] = ['EUR', 'USD'];

/** A number field of the form: blank means unlimited (limits) or the default (payment working days). */
export type Count = number | '';

/** The season's settings as the form holds them. */
export type SeasonDraft = {
  name: string;
  currency: Currency;
  maxPigeons: Count;
  maxActive: Count;
  maxReserve: Count;
  totalSpots: Count;
  rulesText: string;
  paymentDays: Count;
};

type SeasonLike = {
  name: string;
  currency: Currency;
  max_pigeons: number | null;
  max_active: number | null;
  max_reserve: number | null;
  total_spots: number | null;
  rules_text: string;
  payment_days?: number | null;
};

export const emptyDraft: SeasonDraft = {
  name: '',
  currency: 'EUR',
  maxPigeons: '',
  maxActive: '',
  maxReserve: '',
  totalSpots: '',
  rulesText: '',
  paymentDays: '',
};

const count = (v: number | null | undefined): Count => (v == null ? '' : v);
const orNull = (v: Count): number | null => (v === '' ? null : v);

/** The form's draft of a season as the server sent it. */
export function toDraft(s: SeasonLike): SeasonDraft {
  return {
    name: s.name,
    currency: s.currency,
    maxPigeons: count(s.max_pigeons),
    maxActive: count(s.max_active),
    maxReserve: count(s.max_reserve),
    totalSpots: count(s.total_spots),
    rulesText: s.rules_text,
    paymentDays: count(s.payment_days),
  };
}

/** The settings every write sends: blank limits are sent as null (unlimited). */
export function toSettings(d: SeasonDraft) {
  return {
    name: d.name.trim(),
    currency: d.currency,
    max_pigeons: orNull(d.maxPigeons),
    max_active: orNull(d.maxActive),
    max_reserve: orNull(d.maxReserve),
    total_spots: orNull(d.totalSpots),
    rules_text: d.rulesText,
  };
}

/** The body of PUT /api/res/v1/seasons/{id}: every setting and the payment working days. */
export function toUpdateInput(d: SeasonDraft): Schema<'SeasonUpdateInput'> {
  return { ...toSettings(d), payment_days: orNull(d.paymentDays) };
}

/** The server's first message for one field (SPEC §8 shape; huma names body fields `body.<field>`). */
export function fieldError(err: unknown, field: string): string | undefined {
  const errors = err instanceof ApiError ? (err.body as { errors?: Record<string, string[]> } | undefined)?.errors : undefined;
  return errors?.[field]?.[0] ?? errors?.[`body.${field}`]?.[0];
}

/** A name for next year's copy of a season: its last year number moved on by one ("Spring 2026" → "Spring 2027"). */
export function nextSeasonName(name: string): string {
  const m = /^(.*?)(\d{4})(\D*)$/.exec(name);
  if (!m) return name;
  return `${m[1]}${Number(m[2]) + 1}${m[3]}`;
}
