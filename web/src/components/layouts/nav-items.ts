import { appConfig } from '@/config/app-config';
import { paths } from '@/config/paths';

export type NavItem =
  | { kind: 'link'; label: string; href: string }
  | { kind: 'external'; label: string; href: string }
  | { kind: 'action'; label: string; action: 'login' | 'logout' };

/**
 * SPEC §2: anonymous users see home, lofts, contact, login and register (external); signed-in
 * users also see registrations, favourites, account settings, the external dashboard and logout.
 */
export function navItems(signedIn: boolean): NavItem[] {
  const common: NavItem[] = [
    { kind: 'link', label: 'nav.home', href: paths.home.getHref() },
    { kind: 'link', label: 'nav.lofts', href: paths.lofts.getHref() },
    { kind: 'link', label: 'nav.contact', href: paths.contact.getHref() },
  ];
  if (!signedIn) {
    return [
      ...common,
      { kind: 'action', label: 'nav.login', action: 'login' },
      { kind: 'external', label: 'nav.register', href: appConfig.registerUrl },
    ];
  }
  return [
    ...common,
    { kind: 'link', label: 'nav.registrations', href: paths.registrations.getHref() },
    { kind: 'link', label: 'nav.favorites', href: paths.favorites.getHref() },
    { kind: 'action', label: 'nav.account', action: 'login' },
    { kind: 'external', label: 'nav.dashboard', href: appConfig.dashboardUrl },
    { kind: 'action', label: 'nav.logout', action: 'logout' },
  ];
}
