import { describe, expect, it } from 'vitest';
import type { Permission, User } from './sign-in/user';
import { adminHref, adminSections, isStaffOf, overviewHref, policies } from './authorization';

const perm = (loft_id: number, p: Partial<Permission> = {}): Permission => ({ loft_id, is_merchant: false, is_agent: false, is_active: true, ...p });
const user = (permissions: Permission[] = [], isAdmin = false): User => ({ id: 1, firstName: 'A', lastName: 'B', email: 'a@b.example', isAdmin, seasonAdmin: false, permissions });

const fancier = user();
const admin = user([], true);
const merchant = user([perm(1, { is_merchant: true })]);
const inactiveMerchant = user([perm(1, { is_merchant: true, is_active: false })]);
const agent = user([perm(2, { is_agent: true })]);
const seasonAdmin: User = { ...fancier, seasonAdmin: true };

describe('route guards (SPEC §2, §6)', () => {
  const cases: [string, User | null, Record<keyof typeof policies, boolean>][] = [
    ['anonymous', null, { signedIn: false, admin: false, merchantOfAny: false, seasonAdmin: false }],
    ['fancier', fancier, { signedIn: true, admin: false, merchantOfAny: false, seasonAdmin: false }],
    ['admin', admin, { signedIn: true, admin: true, merchantOfAny: false, seasonAdmin: true }],
    ['merchant', merchant, { signedIn: true, admin: false, merchantOfAny: true, seasonAdmin: true }],
    ['inactive merchant', inactiveMerchant, { signedIn: true, admin: false, merchantOfAny: false, seasonAdmin: false }],
    ['agent', agent, { signedIn: true, admin: false, merchantOfAny: false, seasonAdmin: true }],
    ['extended season permission', seasonAdmin, { signedIn: true, admin: false, merchantOfAny: false, seasonAdmin: true }],
  ];
  for (const [name, u, want] of cases) {
    it(name, () => {
      const got = Object.fromEntries(Object.entries(policies).map(([k, f]) => [k, f(u)]));
      expect(got).toEqual(want);
    });
  }
});

describe('administration', () => {
  it('gives admins every section, season admins the seasons, others none', () => {
    expect(adminSections(admin)).toEqual(['lofts', 'seasons', 'users', 'news', 'store', 'campaigns', 'tools']);
    expect(adminSections(seasonAdmin)).toEqual(['seasons']);
    for (const u of [merchant, agent, fancier, null]) expect(adminSections(u)).toEqual([]);
  });
  it('links the menu to the first section', () => {
    expect(adminHref(admin)).toBe('/admin/lofts');
    expect(adminHref(seasonAdmin)).toBe('/admin/seasons');
    expect(adminHref(merchant)).toBeNull();
  });
});

describe('overview link', () => {
  it('is /overview/{id} for an active merchant of exactly one loft', () => {
    expect(overviewHref(merchant)).toBe('/overview/1');
    expect(overviewHref(user([perm(5, { is_merchant: true }), perm(5, { is_merchant: true, is_agent: true })]))).toBe('/overview/5');
  });
  it('is /overview for more than one loft', () => {
    expect(overviewHref(user([perm(1, { is_merchant: true }), perm(2, { is_merchant: true })]))).toBe('/overview');
  });
  it("is the agents' desk: an agent's loft overview, and the list with a loft merchanted beside it", () => {
    expect(overviewHref(agent)).toBe('/overview/2');
    expect(overviewHref(user([perm(1, { is_merchant: true }), perm(2, { is_agent: true })]))).toBe('/overview');
  });
  it('is absent for inactive merchants, fanciers and anonymous users', () => {
    expect(overviewHref(inactiveMerchant)).toBeNull();
    expect(overviewHref(fancier)).toBeNull();
    expect(overviewHref(null)).toBeNull();
    expect(overviewHref(user([perm(1, { is_merchant: true }), perm(2, { is_merchant: true, is_active: false })]))).toBe('/overview/1');
  });
});

describe('isStaffOf: the loft overview /overview/{id}', () => {
  const cases: [string, User | null, boolean, boolean][] = [
    // name, user, loft 1, loft 2
    ['anonymous', null, false, false],
    ['fancier', fancier, false, false],
    ['admin', admin, true, true],
    ['merchant of loft 1', merchant, true, false],
    ['inactive merchant', inactiveMerchant, false, false],
    ['agent of loft 2', agent, false, true],
    ['extended season permission', seasonAdmin, false, false],
  ];
  for (const [name, u, one, two] of cases) {
    it(name, () => {
      expect([isStaffOf(u, 1), isStaffOf(u, 2)]).toEqual([one, two]);
    });
  }
});
