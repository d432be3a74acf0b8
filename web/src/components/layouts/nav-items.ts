import { appConfig } from '@/config/app-config';
import { paths } from '@/config/paths';
import type { User } from '@/lib/sign-in/user';
import { adminHref, overviewHref } from '@/lib/authorization';

export type NavItem =
  | { kind: 'link'; label: string; href: string }
  | { kind: 'external'; label: string; href: string }
  | { kind: 'action'; label: string; action: 'login' | 'register' | 'openAccount' | 'logout' };

/**
 * SPEC §2: anonymous users see home, lofts, seasons (browse seasons), contact, login and register (at
 * the provider); signed-in users also see registrations, their seasons, favourites, the overview of their lofts (merchants),
 * the administration (admins, and users with the extended season permission),
 * account settings, the external dashboard and logout — logout not for a fragment token (SPEC §4).
 */
export function navItems(user: User | null, canLogout = true): NavItem[] {
  return [...mainItems(user), ...personalItems(user, canLogout)];
}

/** The entries everyone sees, plus login and register for anonymous users. */
export function mainItems(user: User | null): NavItem[] {
  const common: NavItem[] = [
    { kind: 'link', label: 'nav.home', href: paths.home.getHref() },
    { kind: 'link', label: 'nav.lofts', href: paths.lofts.getHref() },
    { kind: 'link', label: 'nav.seasons', href: paths.browseSeasons.getHref() },
    { kind: 'link', label: 'nav.store', href: paths.store.getHref() },
    { kind: 'link', label: 'nav.contact', href: paths.contact.getHref() },
  ];
  if (user) return common;
  return [...common, { kind: 'action', label: 'nav.login', action: 'login' }, { kind: 'action', label: 'nav.register', action: 'register' }];
}

/** The signed-in user's own entries (on wide screens in the menu under their name). */
export function personalItems(user: User | null, canLogout = true): NavItem[] {
  if (!user) return [];
  const overview = overviewHref(user);
  const admin = adminHref(user);
  return [
    { kind: 'link', label: 'nav.registrations', href: paths.registrations.getHref() },
    { kind: 'link', label: 'nav.storeOrders', href: paths.storeOrders.getHref() },
    { kind: 'link', label: 'nav.pedigree', href: paths.pedigree.getHref() },
    { kind: 'link', label: 'nav.mySeasons', href: paths.mySeasons.getHref() },
    { kind: 'link', label: 'nav.favorites', href: paths.favorites.getHref() },
    { kind: 'link', label: 'nav.notifications', href: paths.notifications.getHref() },
    ...(overview ? [{ kind: 'link', label: 'nav.overview', href: overview } as const] : []),
    ...(admin ? [{ kind: 'link', label: 'nav.admin', href: admin } as const] : []),
    { kind: 'action', label: 'nav.account', action: 'openAccount' },
    { kind: 'external', label: 'nav.dashboard', href: appConfig.dashboardUrl },
    ...(canLogout ? [{ kind: 'action', label: 'nav.logout', action: 'logout' } as const] : []),
  ];
}
