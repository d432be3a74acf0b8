import { appConfig } from '@/config/app-config';
import { paths } from '@/config/paths';
import type { User } from '@/lib/auth';
import { overviewHref } from '@/lib/authorization';

export type NavItem =
  | { kind: 'link'; label: string; href: string }
  | { kind: 'external'; label: string; href: string }
  | { kind: 'action'; label: string; action: 'login' | 'register' | 'openAccount' | 'logout' };

/**
 * SPEC §2: anonymous users see home, lofts, contact, login and register (at the provider);
 * signed-in users also see registrations, favourites, the overview of their lofts (merchants),
 * account settings, the external dashboard and logout — logout not for a fragment token (SPEC §4).
 */
export function navItems(user: User | null, canLogout = true): NavItem[] {
  const common: NavItem[] = [
    { kind: 'link', label: 'nav.home', href: paths.home.getHref() },
    { kind: 'link', label: 'nav.lofts', href: paths.lofts.getHref() },
    { kind: 'link', label: 'nav.contact', href: paths.contact.getHref() },
  ];
  if (!user) {
    return [...common, { kind: 'action', label: 'nav.login', action: 'login' }, { kind: 'action', label: 'nav.register', action: 'register' }];
  }
  const overview = overviewHref(user);
  return [
    ...common,
    { kind: 'link', label: 'nav.registrations', href: paths.registrations.getHref() },
    { kind: 'link', label: 'nav.favorites', href: paths.favorites.getHref() },
    ...(overview ? [{ kind: 'link', label: 'nav.overview', href: overview } as const] : []),
    { kind: 'action', label: 'nav.account', action: 'openAccount' },
    { kind: 'external', label: 'nav.dashboard', href: appConfig.dashboardUrl },
    ...(canLogout ? [{ kind: 'action', label: 'nav.logout', action: 'logout' } as const] : []),
  ];
}
