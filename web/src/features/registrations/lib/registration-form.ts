import { ApiError } from '@/lib/api/api-error';
import { readable } from '@/lib/api/message-keys';
import type { Schema } from '@/lib/api/types';
import { placesCount, type Product, type Quantities } from './order-rules';

export type OrderInput = Schema<'OrderInput'>;
export type Sex = NonNullable<Schema<'PigeonInput'>['sex']>;
export type PigeonRow = { ring: string; name: string; color: string; sex: Sex | '' };

export type RegistrationForm = {
  quantities: Quantities;
  teamMode: 'existing' | 'new';
  teamId: number | null;
  teamName: string;
  teamCountry: string;
  city: string;
  street: string;
  zipcode: string;
  pigeons: PigeonRow[];
  /** The contract version the user ticked as accepted; 0 for none. */
  acceptedContract?: number;
  /** A campaign's coupon or promotional code, as typed; optional. */
  code?: string;
};

/** The form's areas; errors (ours and the server's) are shown per area. */
export type FormArea = 'positions' | 'team' | 'address' | 'pigeons' | 'contract' | 'code' | 'form';
export type FormErrors = Partial<Record<FormArea, string>>;

export const emptyPigeon = (): PigeonRow => ({ ring: '', name: '', color: '', sex: '' });

/** SPEC §5: an address is valid only if city, street and zipcode are all non-empty. */
export function isAddressValid(a: { city: string; street: string; zipcode: string }): boolean {
  return [a.city, a.street, a.zipcode].every((v) => v.trim() !== '');
}

/** Pigeon rows the user filled in at all (empty rows are ignored). */
export function filledPigeons(rows: PigeonRow[]): PigeonRow[] {
  return rows.filter((r) => r.ring.trim() || r.name.trim() || r.color.trim() || r.sex);
}

/** Checks the form before sending; values are i18n keys under `registration.errors`. */
export function validateRegistration(form: RegistrationForm, products: Product[], contractVersion?: number): FormErrors {
  const errors: FormErrors = {};
  const places = placesCount(products, form.quantities);
  if (places.total === 0) errors.positions = 'registration.errors.noProduct';
  const tooMany = products.find((p) => p.max_quantity != null && (form.quantities[p.id] ?? 0) > p.max_quantity);
  if (tooMany) errors.positions = 'registration.errors.maxQuantity';
  if (form.teamMode === 'existing' && form.teamId == null) errors.team = 'registration.errors.team';
  if (form.teamMode === 'new' && (!form.teamName.trim() || !form.teamCountry)) errors.team = 'registration.errors.newTeam';
  if (!isAddressValid(form)) errors.address = 'registration.errors.address';
  const pigeons = filledPigeons(form.pigeons);
  if (pigeons.some((p) => !p.ring.trim())) errors.pigeons = 'registration.errors.ring';
  if (pigeons.length > places.total) errors.pigeons = 'registration.errors.tooManyPigeons';
  if (contractVersion && form.acceptedContract !== contractVersion) errors.contract = 'registration.errors.contract';
  return errors;
}

/** The request body; the server prices the order, so no amounts are sent. */
export function toOrderInput(seasonId: number, form: RegistrationForm): OrderInput {
  const input: OrderInput = {
    season_id: seasonId,
    city: form.city.trim(),
    street: form.street.trim(),
    zipcode: form.zipcode.trim(),
    positions: Object.entries(form.quantities)
      .filter(([, q]) => q > 0)
      .map(([id, quantity]) => ({ product_id: Number(id), quantity })),
  };
  if (form.teamMode === 'new') input.team = { name: form.teamName.trim(), country: form.teamCountry };
  else if (form.teamId != null) input.team_id = form.teamId;
  if (form.acceptedContract) input.accept_contract = form.acceptedContract;
  if (form.code?.trim()) input.code = form.code.trim();
  const pigeons = filledPigeons(form.pigeons);
  if (pigeons.length > 0) {
    input.pigeons = pigeons.map((p) => ({
      ring: p.ring.trim(),
      ...(p.name.trim() ? { name: p.name.trim() } : {}),
      ...(p.color.trim() ? { color: p.color.trim() } : {}),
      ...(p.sex ? { sex: p.sex } : {}),
    }));
  }
  return input;
}

/** The form area a server field name belongs to (`positions[0].quantity` → positions). */
export function areaOf(field: string): FormArea {
  if (/^(address|city|street|zipcode)$/.test(field)) return 'address';
  if (/^team/.test(field)) return 'team';
  if (/^positions/.test(field)) return 'positions';
  if (/^pigeons/.test(field)) return 'pigeons';
  if (/^accept_contract/.test(field)) return 'contract';
  if (field === 'code') return 'code';
  return 'form';
}

/** The form area a form field belongs to. */
export function areaOfField(field: string): FormArea {
  if (field === 'quantities') return 'positions';
  if (field.startsWith('team')) return 'team';
  if (field === 'acceptedContract') return 'contract';
  return areaOf(field);
}

/** The server's field errors (SPEC §8 shape), first message per area. */
export function serverErrors(err: unknown): FormErrors {
  const body = err instanceof ApiError ? err.body : undefined;
  const out: FormErrors = {};
  if (!body || typeof body !== 'object' || !('errors' in body) || !body.errors || typeof body.errors !== 'object') return out;
  for (const [field, messages] of Object.entries(body.errors as Record<string, unknown>)) {
    const first = Array.isArray(messages) ? messages[0] : messages;
    const area = areaOf(field);
    if (typeof first === 'string' && first && !out[area]) out[area] = readable(first);
  }
  return out;
}
