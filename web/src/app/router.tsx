import { createBrowserRouter, type RouteObject } from 'react-router';
import { NotFound } from '@/components/errors/error-view';
import { RouteError } from '@/components/errors/route-error';
import { DefaultLayout, type RouteHandle } from '@/components/layouts/default-layout';
import { EmptyLayout } from '@/components/layouts/empty-layout';
import { paths } from '@/config/paths';
import type { Policy } from '@/lib/authorization';

/** A route whose screen arrives later: public (policy null) or guarded. */
function soon(path: string, title: string, policy: Policy | null): RouteObject {
  return {
    path,
    lazy: () => import('./routes/coming-soon').then((m) => ({ Component: m.comingSoonScreen(title, policy) })),
  };
}

const defaultRoutes: RouteObject[] = [
  { path: paths.home.path, lazy: () => import('./routes/home'), handle: { fullWidth: true } satisfies RouteHandle },
  { path: paths.contact.path, lazy: () => import('./routes/contact') },
  { path: paths.lofts.path, lazy: () => import('./routes/lofts') },
  { path: paths.loft.path, lazy: () => import('./routes/loft') },
  { path: paths.team.path, lazy: () => import('./routes/team') },
  { path: paths.pigeon.path, lazy: () => import('./routes/pigeon') },
  { path: paths.flight.path, lazy: () => import('./routes/flight') },
  { path: paths.seasonRegister.path, lazy: () => import('./routes/season-register') },
  { path: paths.favorites.path, lazy: () => import('./routes/favorites') },
  { path: paths.registrations.path, lazy: () => import('./routes/registrations') },
  { path: paths.registration.path, lazy: () => import('./routes/registration') },
  { path: paths.registrationConfirmation.path, lazy: () => import('./routes/registration-confirmation') },
  { path: paths.overview.path, lazy: () => import('./routes/overview') },
  { path: paths.overviewLoft.path, lazy: () => import('./routes/overview-loft') },
  soon(paths.adminLofts.path, paths.adminLofts.title, 'admin'),
  soon(paths.adminLoftCreate.path, paths.adminLoftCreate.title, 'admin'),
  soon(paths.adminLoft.path, paths.adminLoft.title, 'admin'),
  soon(paths.adminSeasons.path, paths.adminSeasons.title, 'seasonAdmin'),
  soon(paths.adminSeasonCreate.path, paths.adminSeasonCreate.title, 'seasonAdmin'),
  soon(paths.adminSeason.path, paths.adminSeason.title, 'seasonAdmin'),
  { path: paths.healthcheck.path, lazy: () => import('./routes/healthcheck') },
  { path: paths.ogTags.path, lazy: () => import('./routes/og-tags') },
  { path: paths.help.path, lazy: () => import('./routes/help') },
  { path: '*', element: <NotFound /> },
];

const emptyRoutes: RouteObject[] = [
  { path: paths.loginCallback.path, lazy: () => import('./routes/login-callback') },
  { path: paths.accessProtection.path, lazy: () => import('./routes/access-protection') },
];

export const routes: RouteObject[] = [
  {
    element: <DefaultLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <div aria-busy="true" />,
    children: [{ errorElement: <RouteError />, children: defaultRoutes }],
  },
  {
    element: <EmptyLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <div aria-busy="true" />,
    children: [{ errorElement: <RouteError />, children: emptyRoutes }],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
