import { Anchor, Burger, Group, Stack, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { LanguagePicker } from './language-picker';
import classes from './layout.module.css';
import { mainItems, navItems, personalItems, type NavItem } from './nav-items';
import { UserMenu } from './user-menu';

// The bell needs the API client, which the first paint does without: it loads once someone is signed in.
const NotificationBell = lazy(() => import('./notification-bell').then((m) => ({ default: m.NotificationBell })));
const CartBadge = lazy(() => import('./cart-badge').then((m) => ({ default: m.CartBadge })));

function Item({ item, onClick }: { item: NavItem; onClick?: () => void }) {
  const { t } = useTranslation();
  const auth = useAuth();
  const label = t(item.label);
  if (item.kind === 'link') {
    return (
      <NavLink to={item.href} end={item.href === '/'} className={classes.navLink} onClick={onClick}>
        {label}
      </NavLink>
    );
  }
  if (item.kind === 'external') {
    return (
      <a href={item.href} className={classes.navLink} onClick={onClick}>
        {label}
      </a>
    );
  }
  return (
    <UnstyledButton
      className={classes.navLink}
      onClick={() => {
        onClick?.();
        auth[item.action]();
      }}
    >
      {label}
    </UnstyledButton>
  );
}

/** Top bar: brand, menu (folding out below the bar on small screens) and the language picker. */
export function Navbar() {
  const { t } = useTranslation();
  const { user, canLogout } = useAuth();
  const [opened, { toggle, close }] = useDisclosure(false);
  const burger = useRef<HTMLButtonElement>(null);
  const items = navItems(user, canLogout);
  // Escape folds the phone menu away and gives the focus back to its button, as a menu does.
  useEffect(() => {
    if (!opened) return;
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      close();
      burger.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [opened, close]);
  return (
    <header className={classes.header}>
      <Group justify="space-between" h="100%" px="md" wrap="nowrap" className={classes.headerInner}>
        <Group gap="xs" wrap="nowrap">
          <Burger
            ref={burger}
            opened={opened}
            onClick={toggle}
            hiddenFrom="sm"
            size="sm"
            aria-label={t('nav.menu')}
            aria-expanded={opened}
            color="white"
            data-testid="menu-button"
          />
          <Anchor component={Link} to={paths.home.getHref()} className={classes.brand} underline="never">
            oneloft
          </Anchor>
        </Group>
        <Group gap={4} visibleFrom="sm" component="nav" wrap="nowrap" className={classes.mainNav} data-testid="main-nav">
          {mainItems(user).map((item) => (
            <Item key={item.label} item={item} />
          ))}
          {user && <UserMenu user={user}>{(closeMenu) => personalItems(user, canLogout).map((item) => <Item key={item.label} item={item} onClick={closeMenu} />)}</UserMenu>}
        </Group>
        <Group gap={4} wrap="nowrap" className={classes.headerTools}>
          {user && (
            <Suspense fallback={null}>
              <CartBadge />
              <NotificationBell />
            </Suspense>
          )}
          <LanguagePicker />
        </Group>
      </Group>
      {opened && (
        <Stack gap={4} component="nav" hiddenFrom="sm" className={classes.mobileMenu} data-testid="mobile-nav">
          {user && (
            <div className={classes.mobileUserName} data-testid="mobile-user-name">
              {user.firstName} {user.lastName}
            </div>
          )}
          {items.map((item) => (
            <Item key={item.label} item={item} onClick={close} />
          ))}
        </Stack>
      )}
    </header>
  );
}
