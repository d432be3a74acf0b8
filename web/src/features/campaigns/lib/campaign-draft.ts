import { parseCents } from '@/lib/parse-cents';
import type { Campaign, CampaignInput } from '../api/get-campaigns';

export type Target = 'store_items' | 'entry_fees' | 'activations';
export const TARGETS: Target[] = ['entry_fees', 'activations', 'store_items'];

/** The campaign form as typed: percent and amount as text, times as ISO moments ('' for none). */
export type CampaignDraft = {
  name: string;
  kind: 'percent' | 'amount';
  percent: string;
  amount: string;
  currency: 'EUR' | 'USD';
  appliesTo: Target[];
  startsAt: string;
  endsAt: string;
  maxUses: string;
};

/** A draft of an existing campaign, or of a new one (entry fees for a loft, store items for the service). */
export function toDraft(c: Campaign | null, currency: 'EUR' | 'USD', forLoft: boolean): CampaignDraft {
  if (!c) {
    return { name: '', kind: 'percent', percent: '', amount: '', currency, appliesTo: forLoft ? ['entry_fees'] : ['store_items'], startsAt: '', endsAt: '', maxUses: '' };
  }
  return {
    name: c.name,
    kind: c.amount_off > 0 ? 'amount' : 'percent',
    percent: c.percent_bp > 0 ? String(c.percent_bp / 100) : '',
    amount: c.amount_off > 0 ? (c.amount_off / 100).toFixed(2) : '',
    currency: c.currency ?? currency,
    appliesTo: (c.applies_to ?? []) as Target[],
    startsAt: c.starts_at ?? '',
    endsAt: c.ends_at ?? '',
    maxUses: c.max_uses != null ? String(c.max_uses) : '',
  };
}

/** Basis points from a percentage as typed ("12.5", "12,5"); NaN when not a number with at most two decimals. */
export function percentToBP(text: string): number {
  const t = text.trim().replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return NaN;
  return Math.round(Number(t) * 100);
}

/**
 * The request body. What cannot be read (a percent or amount that is not a number) is sent as 0 or left out, so that the
 * server's message names the field; the server checks every rule.
 */
export function toInput(d: CampaignDraft): CampaignInput {
  const body: CampaignInput = { name: d.name.trim(), applies_to: d.appliesTo };
  if (d.kind === 'percent') body.percent_bp = Number.isNaN(percentToBP(d.percent)) ? 0 : percentToBP(d.percent);
  else {
    const cents = parseCents(d.amount);
    body.amount_off = Number.isNaN(cents) ? 0 : cents;
    body.currency = d.currency;
  }
  if (d.startsAt) body.starts_at = d.startsAt;
  if (d.endsAt) body.ends_at = d.endsAt;
  const uses = Number(d.maxUses.trim());
  if (d.maxUses.trim() !== '') body.max_uses = Number.isInteger(uses) ? uses : 0;
  return body;
}
