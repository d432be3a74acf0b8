import type { Currency } from '@/lib/api/types';
import { formatAmount } from '@/lib/currency';
import { fromLoftInput, toLoftInput } from '@/lib/loft-time';
import { parseCents } from '@/lib/parse-cents';
import type { AuctionLot, AuctionLotInput } from '../api/get-loft-lots';

/** The form's fields as typed: money in the viewer's format, times on the loft's clock (datetime-local values). */
export interface LotDraft {
  pigeonId: number;
  title: string;
  description: string;
  currency: Currency;
  startPrice: string;
  reserve: string;
  increment: string;
  startsAt: string;
  endsAt: string;
  softClose: string;
}

/** The fields the server may name in a refusal: each is shown under its input. */
export const LOT_FIELDS = ['pigeon_id', 'title', 'description', 'currency', 'start_price', 'reserve_price', 'increment', 'starts_at', 'ends_at', 'soft_close_minutes'];

const DAY = 24 * 60 * 60 * 1000;

/** A lot to change as the form shows it, or a new one: starting now, a week long, 5 minutes of soft close, 10.00 steps. */
export function toDraft(lot: AuctionLot | null, currency: Currency, zone: string, intlLocale: string, now = Date.now()): LotDraft {
  const money = (c: number) => (c ? formatAmount(c, lot?.currency ?? currency, intlLocale) : '');
  const start = new Date(Math.ceil(now / 60000) * 60000).toISOString();
  return {
    pigeonId: lot?.pigeon_id ?? 0,
    title: lot?.title ?? '',
    description: lot?.description ?? '',
    currency: lot?.currency ?? currency,
    startPrice: money(lot?.start_price ?? 0),
    reserve: money(lot?.reserve_price ?? 0),
    increment: money(lot?.increment ?? 1000),
    startsAt: toLoftInput(lot?.starts_at ?? start, zone),
    endsAt: toLoftInput(lot?.ends_at ?? new Date(Date.parse(start) + 7 * DAY).toISOString(), zone),
    softClose: String(lot?.soft_close_minutes ?? 5),
  };
}

/**
 * The draft as the API takes it. A money or number text that is not one is sent as -1, a time that is not one as
 * '', so that the server names the field; a blank reserve is none (0).
 */
export function toInput(d: LotDraft, zone: string): AuctionLotInput {
  const cents = (s: string) => (s.trim() === '' ? 0 : Number.isNaN(parseCents(s)) ? -1 : parseCents(s));
  return {
    pigeon_id: d.pigeonId,
    title: d.title.trim(),
    description: d.description.trim(),
    currency: d.currency,
    start_price: cents(d.startPrice),
    reserve_price: cents(d.reserve),
    increment: cents(d.increment),
    starts_at: fromLoftInput(d.startsAt, zone),
    ends_at: fromLoftInput(d.endsAt, zone),
    soft_close_minutes: /^\d+$/.test(d.softClose.trim()) ? Number(d.softClose) : -1,
  };
}
