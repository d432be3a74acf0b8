import type { TFunction } from 'i18next';
import type { Currency } from './season-form';

/** One field an audit entry changed, with its values before and after (null: not set, or not there). */
export type Change = { field: string; from: unknown; to: unknown };

/** Fields the history leaves out: a season's loft shows on its page already, by name. */
const HIDDEN = new Set(['loft_id']);

/** The changed fields of an audit entry's detail (the pairs), in a stable order. */
export function changesOf(detail: Record<string, unknown>): Change[] {
  return Object.entries(detail)
    .filter((e): e is [string, unknown[]] => Array.isArray(e[1]) && e[1].length === 2 && !HIDDEN.has(e[0]))
    .map(([field, [from, to]]) => ({ field, from: from ?? null, to: to ?? null }))
    .sort((a, b) => FIELD_ORDER.indexOf(a.field) - FIELD_ORDER.indexOf(b.field) || a.field.localeCompare(b.field));
}

const FIELD_ORDER = [
  'name',
  'loft_id',
  'currency',
  'due_date_category_id',
  'product_category_id',
  'description',
  'starts_at',
  'ends_at',
  'max_duration',
  'amount',
  'pigeons_active',
  'pigeons_reserve',
  'max_quantity',
  'period_starts_at',
  'period_ends_at',
  'max_pigeons',
  'max_active',
  'max_reserve',
  'total_spots',
  'payment_days',
  'rules_text',
];

const DUE_DATE_CATEGORIES = ['registration', 'payment', 'pigeon_shipping', 'final_flight_activation', 'pigeon_sale', 'reserve_activation'];
const PRODUCT_CATEGORIES = ['entry_fee', 'final_flight_activation', 'reserve_activation', 'sale'];
/** Fields whose blank value means "unlimited". */
const LIMITS = new Set(['max_pigeons', 'max_active', 'max_reserve', 'total_spots', 'max_quantity']);

/** A field's label; fields this screen does not know keep their wire name. */
export function fieldLabel(field: string, t: TFunction): string {
  return t(`adminSeasons.fields.${field}`, { defaultValue: field });
}

/** A value of a field as a user reads it: categories by name, prices as money, blank limits as unlimited. */
export function formatValue(field: string, value: unknown, t: TFunction, currency: Currency, formatMoney: (cents: number, c: Currency) => string): string {
  if (value === null || value === undefined || value === '') return t(LIMITS.has(field) ? 'adminSeasons.history.unlimited' : 'adminSeasons.history.none');
  if (field === 'due_date_category_id' && typeof value === 'number') return t(`orders.dueDates.category.${DUE_DATE_CATEGORIES[value - 1] ?? 'label'}`);
  if (field === 'product_category_id' && typeof value === 'number') return t(`products.category.${PRODUCT_CATEGORIES[value - 1] ?? 'entry_fee'}`);
  if (field === 'amount' && typeof value === 'number') return formatMoney(value, currency);
  const text = String(value);
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}

/** What an audit entry is about: the name of the due date or product it names; null for the season itself. */
export function subjectOf(detail: Record<string, unknown>): string | null {
  return typeof detail.subject === 'string' && detail.subject ? detail.subject : null;
}
