import type { AdminLoft, LoftAddress } from '../api/get-admin-loft';
import type { LoftInput } from '../api/create-loft';
import type { AddressInput } from '../api/save-loft-address';
import type { LoftUpdateInput } from '../api/update-loft';
import { browserTimeZone } from './time-zones';

export type Unit = 'km' | 'mile';
export type Currency = 'EUR' | 'USD';
export type Package = 'legacy' | 'basic' | 'premium';
export const UNITS: Unit[] = ['km', 'mile'];
export const CURRENCIES: Currency[] = ['EUR', 'USD'];
export const PACKAGES: Package[] = ['legacy', 'basic', 'premium'];

/** What the loft forms hold while they are edited. */
export type LoftDraft = {
  name: string;
  unit: Unit;
  currency: Currency;
  timeZone: string;
  country: string;
  description: string;
  email: string;
  phone: string;
  website: string;
  tags: string[];
};

/** An address as typed: coordinates stay text until they are sent. */
export type AddressDraft = { city: string; street: string; zipcode: string; country: string; latitude: string; longitude: string };

export const emptyLoftDraft = (): LoftDraft => ({
  name: '',
  unit: 'km',
  currency: 'EUR',
  timeZone: browserTimeZone(),
  country: '',
  description: '',
  email: '',
  phone: '',
  website: '',
  tags: [],
});

export const emptyAddressDraft = (country = ''): AddressDraft => ({ city: '', street: '', zipcode: '', country, latitude: '', longitude: '' });

export function toLoftDraft(l: AdminLoft): LoftDraft {
  return {
    name: l.name,
    unit: l.unit,
    currency: l.currency,
    timeZone: l.time_zone,
    country: l.country,
    description: l.description,
    email: l.email,
    phone: l.phone,
    website: l.website,
    tags: (l.tags ?? []).map((t) => t.tag_name),
  };
}

export function toAddressDraft(a: LoftAddress): AddressDraft {
  return { city: a.city, street: a.street, zipcode: a.zipcode, country: a.country, latitude: String(a.latitude), longitude: String(a.longitude) };
}

/** A coordinate as typed: empty is 0 (not placed), a comma counts as a decimal point; null when it is not a number. */
export function parseCoordinate(text: string): number | null {
  const t = text.trim().replace(',', '.');
  if (t === '') return 0;
  const n = Number(t);
  return Number.isFinite(n) ? n : null;
}

/** The coordinates of an address draft that are not numbers. */
export function invalidCoordinates(a: AddressDraft): ('latitude' | 'longitude')[] {
  return (['latitude', 'longitude'] as const).filter((k) => parseCoordinate(a[k]) === null);
}

/** True when the address draft has nothing typed in yet (the create form then sends no address). */
export function isBlankAddress(a: AddressDraft): boolean {
  return [a.city, a.street, a.zipcode, a.latitude, a.longitude].every((v) => v.trim() === '');
}

export function toAddressInput(a: AddressDraft): AddressInput {
  return {
    city: a.city,
    street: a.street,
    zipcode: a.zipcode,
    country: a.country,
    latitude: parseCoordinate(a.latitude) ?? 0,
    longitude: parseCoordinate(a.longitude) ?? 0,
  };
}

export function toCreateInput(d: LoftDraft, address: AddressDraft, pkg: Package): LoftInput {
  return {
    name: d.name,
    unit: d.unit,
    currency: d.currency,
    time_zone: d.timeZone,
    country: d.country,
    description: d.description,
    email: d.email,
    phone: d.phone,
    website: d.website,
    tags: d.tags,
    package: pkg,
    addresses: isBlankAddress(address) ? [] : [toAddressInput(address)],
  };
}

export function toUpdateInput(d: LoftDraft): LoftUpdateInput {
  return {
    name: d.name,
    unit: d.unit,
    currency: d.currency,
    time_zone: d.timeZone,
    country: d.country,
    description: d.description,
    email: d.email,
    phone: d.phone,
    website: d.website,
    tags: d.tags,
  };
}
