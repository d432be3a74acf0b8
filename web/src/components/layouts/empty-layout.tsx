import { Container } from '@mantine/core';
import { Outlet } from 'react-router';
import classes from './layout.module.css';
import { useCrumbs } from './breadcrumbs';
import { Navbar } from './navbar';
import { RouteProgress } from './route-progress';

/** Navbar only. */
export function EmptyLayout() {
  useCrumbs();
  return (
    <div className={classes.shell}>
      <RouteProgress />
      <Navbar />
      <main className={classes.main}>
        <Container size="sm" px="md" py="xl" w="100%">
          <Outlet />
        </Container>
      </main>
    </div>
  );
}
