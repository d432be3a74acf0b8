import { describe, expect, it } from 'vitest';
import type { User } from '@/lib/sign-in/user';
import { mainItems, navItems, personalItems } from './nav-items';

const user = (permissions: User['permissions'] = []): User => ({ id: 1, firstName: 'A', lastName: 'B', email: 'a@b.example', isAdmin: false, seasonAdmin: false, permissions });
const merchant = (loft_id: number, is_active = true) => ({ loft_id, is_merchant: true, is_agent: false, is_active });

describe('navItems', () => {
  it('shows home, lofts, seasons, the store, contact, login and register to anonymous users', () => {
    expect(navItems(null).map((i) => [i.label, i.kind])).toEqual([
      ['nav.home', 'link'],
      ['nav.lofts', 'link'],
      ['nav.seasons', 'link'],
      ['nav.store', 'link'],
      ['nav.contact', 'link'],
      ['nav.login', 'action'],
      ['nav.register', 'action'],
    ]);
  });
  it('adds registrations, my seasons, favourites, notifications, account settings, the external dashboard and logout for signed-in users', () => {
    expect(navItems(user()).map((i) => [i.label, i.kind])).toEqual([
      ['nav.home', 'link'],
      ['nav.lofts', 'link'],
      ['nav.seasons', 'link'],
      ['nav.store', 'link'],
      ['nav.contact', 'link'],
      ['nav.registrations', 'link'],
      ['nav.storeOrders', 'link'],
      ['nav.pedigree', 'link'],
      ['nav.mySeasons', 'link'],
      ['nav.favorites', 'link'],
      ['nav.notifications', 'link'],
      ['nav.account', 'action'],
      ['nav.dashboard', 'external'],
      ['nav.logout', 'action'],
    ]);
  });
  it('has no logout for a fragment token', () => {
    expect(navItems(user(), false).map((i) => i.label)).not.toContain('nav.logout');
  });
  it('links browsing seasons for everyone and my seasons for signed-in users', () => {
    expect(navItems(null).find((i) => i.label === 'nav.seasons')).toEqual({ kind: 'link', label: 'nav.seasons', href: '/seasons' });
    expect(navItems(user()).find((i) => i.label === 'nav.mySeasons')).toEqual({ kind: 'link', label: 'nav.mySeasons', href: '/my-seasons' });
    expect(navItems(null).map((i) => i.label)).not.toContain('nav.mySeasons');
  });
  it('links the overview of the one loft of a merchant, the list for more', () => {
    const one = navItems(user([merchant(3)])).find((i) => i.label === 'nav.overview');
    expect(one).toEqual({ kind: 'link', label: 'nav.overview', href: '/overview/3' });
    const two = navItems(user([merchant(3), merchant(4)])).find((i) => i.label === 'nav.overview');
    expect(two).toEqual({ kind: 'link', label: 'nav.overview', href: '/overview' });
    expect(navItems(user([merchant(3, false)])).map((i) => i.label)).not.toContain('nav.overview');
  });
});

describe('mainItems and personalItems', () => {
  it('split the signed-in menu into the common entries and the user’s own', () => {
    expect(mainItems(user()).map((i) => i.label)).toEqual(['nav.home', 'nav.lofts', 'nav.seasons', 'nav.store', 'nav.contact']);
    expect(personalItems(user()).map((i) => i.label)).toEqual([
      'nav.registrations',
      'nav.storeOrders',
      'nav.pedigree',
      'nav.mySeasons',
      'nav.favorites',
      'nav.notifications',
      'nav.account',
      'nav.dashboard',
      'nav.logout',
    ]);
    expect(personalItems(null)).toEqual([]);
  });
  it('links the administration for admins and users with the extended season permission', () => {
    expect(navItems({ ...user(), isAdmin: true }).find((i) => i.label === 'nav.admin')).toEqual({ kind: 'link', label: 'nav.admin', href: '/admin/lofts' });
    expect(navItems({ ...user(), seasonAdmin: true }).find((i) => i.label === 'nav.admin')).toEqual({ kind: 'link', label: 'nav.admin', href: '/admin/seasons' });
    expect(navItems(user([merchant(3)])).map((i) => i.label)).not.toContain('nav.admin');
  });
});
