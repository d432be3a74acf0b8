import { describe, expect, it } from 'vitest';
import { navItems } from './nav-items';

describe('navItems', () => {
  it('shows home, lofts, contact, login and an external register to anonymous users', () => {
    expect(navItems(false).map((i) => [i.label, i.kind])).toEqual([
      ['nav.home', 'link'],
      ['nav.lofts', 'link'],
      ['nav.contact', 'link'],
      ['nav.login', 'action'],
      ['nav.register', 'external'],
    ]);
  });
  it('prepares the signed-in entries', () => {
    expect(navItems(true).map((i) => i.label)).toEqual([
      'nav.home', 'nav.lofts', 'nav.contact', 'nav.registrations', 'nav.favorites', 'nav.account', 'nav.dashboard', 'nav.logout',
    ]);
  });
});
