import { Container } from '@mantine/core';
import { Outlet, ScrollRestoration, useMatches } from 'react-router';
import { appConfig } from '@/config/app-config';
import { Breadcrumbs, useCrumbs } from './breadcrumbs';
import { Footer } from './footer';
import classes from './layout.module.css';
import { Navbar } from './navbar';
import { RouteProgress } from './route-progress';

export type RouteHandle = { snackbar?: boolean; fullWidth?: boolean };

/** Navbar, breadcrumbs, content, footer (the snackbar is mounted by the app provider). */
export function DefaultLayout() {
  const matches = useMatches();
  const handle = (matches[matches.length - 1]?.handle ?? {}) as RouteHandle;
  const crumbs = useCrumbs();
  const snackbar = appConfig.snackbar && handle.snackbar !== false;
  return (
    <div className={classes.shell}>
      <RouteProgress />
      <ScrollRestoration />
      <Navbar />
      <main className={classes.main}>
        {handle.fullWidth ? (
          <Outlet />
        ) : (
          <Container size="lg" px="md" w="100%">
            <Breadcrumbs crumbs={crumbs} />
            <Outlet />
          </Container>
        )}
      </main>
      {snackbar && <Footer />}
    </div>
  );
}
