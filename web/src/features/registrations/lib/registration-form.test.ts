import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import type { Product } from './order-rules';
import { areaOfField, emptyPigeon, isAddressValid, serverErrors, toOrderInput, validateRegistration, type RegistrationForm } from './registration-form';

const products: Product[] = [
  {
    id: 19,
    season_id: 4,
    product_category_id: 1,
    catalog_category_id: null,
    category: 'entry_fee',
    name: '1',
    pigeons_active: 1,
    pigeons_reserve: 0,
    amount: 25000,
    currency: 'EUR',
    max_quantity: null,
  },
  {
    id: 21,
    season_id: 4,
    product_category_id: 1,
    catalog_category_id: null,
    category: 'entry_fee',
    name: '5+2',
    pigeons_active: 5,
    pigeons_reserve: 2,
    amount: 115000,
    currency: 'EUR',
    max_quantity: 2,
  },
];

const valid: RegistrationForm = {
  quantities: { 19: 3 },
  teamMode: 'existing',
  teamId: 1,
  teamName: '',
  teamCountry: '',
  city: 'Köln',
  street: 'Weg 1',
  zipcode: '50667',
  pigeons: [{ ring: 'DE-1', name: 'Ace', color: '', sex: 'cock' }, emptyPigeon()],
};

describe('isAddressValid (SPEC §5)', () => {
  it('OK: city, street and zipcode', () => expect(isAddressValid(valid)).toBe(true));
  for (const field of ['city', 'street', 'zipcode'] as const) {
    it(`ErrNo${field}`, () => expect(isAddressValid({ ...valid, [field]: '  ' })).toBe(false));
  }
});

describe('validateRegistration', () => {
  it('OK', () => expect(validateRegistration(valid, products)).toEqual({}));
  it('ErrNoProduct', () => expect(validateRegistration({ ...valid, quantities: {} }, products).positions).toBe('registration.errors.noProduct'));
  it('ErrMaxQuantity', () => expect(validateRegistration({ ...valid, quantities: { 21: 3 } }, products).positions).toBe('registration.errors.maxQuantity'));
  it('ErrAddress', () => expect(validateRegistration({ ...valid, zipcode: '' }, products).address).toBe('registration.errors.address'));
  it('ErrTeam', () => expect(validateRegistration({ ...valid, teamId: null }, products).team).toBe('registration.errors.team'));
  it('ErrNewTeam', () => expect(validateRegistration({ ...valid, teamMode: 'new', teamName: 'X', teamCountry: '' }, products).team).toBe('registration.errors.newTeam'));
  it('ErrRing', () => expect(validateRegistration({ ...valid, pigeons: [{ ring: '', name: 'A', color: '', sex: '' }] }, products).pigeons).toBe('registration.errors.ring'));
  it('ErrTooManyPigeons', () => {
    const pigeons = ['a', 'b', 'c', 'd'].map((ring) => ({ ...emptyPigeon(), ring }));
    expect(validateRegistration({ ...valid, pigeons }, products).pigeons).toBe('registration.errors.tooManyPigeons');
  });
});

describe('toOrderInput', () => {
  it('sends positions, team, address and filled pigeons; never amounts', () => {
    expect(toOrderInput(4, { ...valid, quantities: { 19: 3, 21: 0 } })).toEqual({
      season_id: 4,
      team_id: 1,
      city: 'Köln',
      street: 'Weg 1',
      zipcode: '50667',
      positions: [{ product_id: 19, quantity: 3 }],
      pigeons: [{ ring: 'DE-1', name: 'Ace', sex: 'cock' }],
    });
  });
  it('a new team instead of team_id', () => {
    const input = toOrderInput(4, { ...valid, teamMode: 'new', teamName: ' Blue ', teamCountry: 'DE', pigeons: [] });
    expect(input.team).toEqual({ name: 'Blue', country: 'DE' });
    expect(input.team_id).toBeUndefined();
    expect(input.pigeons).toBeUndefined();
  });
});

describe('serverErrors', () => {
  it('first message per area', () => {
    const err = new ApiError(400, {
      message: 'x',
      errors: { 'positions[0].quantity': ['You can order at most 2'], address: ['The address needs a city'], team_id: ['Pick'] },
    });
    expect(serverErrors(err)).toEqual({ positions: 'You can order at most 2', address: 'The address needs a city', team: 'Pick' });
  });
  it('no field errors', () => expect(serverErrors(new ApiError(400, { message: 'Registration for this season is closed.' }))).toEqual({}));
});

describe('areaOfField', () => {
  it('maps form fields to the areas that show errors', () => {
    expect(['quantities', 'teamMode', 'teamId', 'teamName', 'teamCountry', 'city', 'street', 'zipcode', 'pigeons'].map(areaOfField)).toEqual([
      'positions',
      'team',
      'team',
      'team',
      'team',
      'address',
      'address',
      'address',
      'pigeons',
    ]);
  });
});
