import { createBrowserRouter, type RouteObject } from 'react-router';
import { NotFound } from '@/components/errors/error-view';
import { RouteError } from '@/components/errors/route-error';
import { DefaultLayout, type RouteHandle } from '@/components/layouts/default-layout';
import { EmptyLayout } from '@/components/layouts/empty-layout';
import { paths } from '@/config/paths';
import { loadAllStrings } from '@/lib/i18n/i18n';

/**
 * A route module that renders with every string of the language: the app starts with the first screen's only
 * (src/lib/i18n/first-screen.ts), which are the home page's.
 */
function withAllStrings<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadAllStrings()]).then(([route]) => route);
}

const defaultRoutes: RouteObject[] = [
  { path: paths.home.path, lazy: () => import('./routes/home'), handle: { fullWidth: true } satisfies RouteHandle },
  { path: paths.contact.path, lazy: withAllStrings(() => import('./routes/contact')) },
  { path: paths.about.path, lazy: withAllStrings(() => import('./routes/about')) },
  { path: paths.lofts.path, lazy: withAllStrings(() => import('./routes/lofts')) },
  { path: paths.loft.path, lazy: withAllStrings(() => import('./routes/loft')) },
  { path: paths.loftAuctions.path, lazy: withAllStrings(() => import('./routes/loft-auctions')) },
  { path: paths.auctionLot.path, lazy: withAllStrings(() => import('./routes/auction-lot')) },
  { path: paths.team.path, lazy: withAllStrings(() => import('./routes/team')) },
  { path: paths.pigeon.path, lazy: withAllStrings(() => import('./routes/pigeon')) },
  // The live race page: its loader runs beside the lazy chunk (see routes/flight-loader.ts).
  { path: paths.flight.path, loader: (args) => import('./routes/flight-loader').then((m) => m.loader(args)), lazy: withAllStrings(() => import('./routes/flight')) },
  { path: paths.browseSeasons.path, lazy: withAllStrings(() => import('./routes/seasons')) },
  { path: paths.seasonDetails.path, lazy: withAllStrings(() => import('./routes/season')) },
  { path: paths.seasonSummary.path, lazy: withAllStrings(() => import('./routes/season-summary')) },
  { path: paths.mySeasons.path, lazy: withAllStrings(() => import('./routes/my-seasons')) },
  { path: paths.myPayout.path, lazy: withAllStrings(() => import('./routes/my-payout')) },
  { path: paths.seasonRegister.path, lazy: withAllStrings(() => import('./routes/season-register')) },
  { path: paths.favorites.path, lazy: withAllStrings(() => import('./routes/favorites')) },
  { path: paths.notifications.path, lazy: withAllStrings(() => import('./routes/notifications')) },
  { path: paths.registrations.path, lazy: withAllStrings(() => import('./routes/registrations')) },
  { path: paths.registration.path, lazy: withAllStrings(() => import('./routes/registration')) },
  { path: paths.registrationConfirmation.path, lazy: withAllStrings(() => import('./routes/registration-confirmation')) },
  { path: paths.storeOrders.path, lazy: withAllStrings(() => import('./routes/store-orders')) },
  { path: paths.storeOrder.path, lazy: withAllStrings(() => import('./routes/store-order')) },
  { path: paths.checkout.path, lazy: withAllStrings(() => import('./routes/checkout')) },
  { path: paths.pedigree.path, lazy: withAllStrings(() => import('./routes/pedigree')) },
  { path: paths.pedigreePigeon.path, lazy: withAllStrings(() => import('./routes/pedigree-pigeon')) },
  { path: paths.overview.path, lazy: withAllStrings(() => import('./routes/overview')) },
  { path: paths.overviewLoft.path, lazy: withAllStrings(() => import('./routes/overview-loft')) },
  { path: paths.overviewSection.path, lazy: withAllStrings(() => import('./routes/overview-loft')) },
  { path: paths.store.path, lazy: withAllStrings(() => import('./routes/store')) },
  { path: paths.storeProduct.path, lazy: withAllStrings(() => import('./routes/store-product')) },
  { path: paths.cart.path, lazy: withAllStrings(() => import('./routes/cart')) },
  { path: paths.adminStore.path, lazy: withAllStrings(() => import('./routes/admin-store')) },
  { path: paths.adminLofts.path, lazy: withAllStrings(() => import('./routes/admin-lofts')) },
  { path: paths.adminLoftCreate.path, lazy: withAllStrings(() => import('./routes/admin-loft-create')) },
  { path: paths.adminLoft.path, lazy: withAllStrings(() => import('./routes/admin-loft')) },
  { path: paths.adminSeasons.path, lazy: withAllStrings(() => import('./routes/admin-seasons')) },
  { path: paths.adminSeasonCreate.path, lazy: withAllStrings(() => import('./routes/admin-season-create')) },
  { path: paths.adminSeason.path, lazy: withAllStrings(() => import('./routes/admin-season')) },
  { path: paths.adminSeasonIntake.path, lazy: withAllStrings(() => import('./routes/admin-season-intake')) },
  { path: paths.adminFlightBasketing.path, lazy: withAllStrings(() => import('./routes/admin-flight-basketing')) },
  { path: paths.adminTools.path, lazy: withAllStrings(() => import('./routes/admin-tools')) },
  { path: paths.adminCampaigns.path, lazy: withAllStrings(() => import('./routes/admin-campaigns')) },
  { path: paths.adminUsers.path, lazy: withAllStrings(() => import('./routes/admin-users')) },
  { path: paths.adminNews.path, lazy: withAllStrings(() => import('./routes/admin-news')) },
  { path: paths.newsArticle.path, lazy: withAllStrings(() => import('./routes/news-article')) },
  { path: paths.adminUser.path, lazy: withAllStrings(() => import('./routes/admin-user')) },
  { path: paths.healthcheck.path, lazy: withAllStrings(() => import('./routes/healthcheck')) },
  { path: paths.ogTags.path, lazy: withAllStrings(() => import('./routes/og-tags')) },
  { path: paths.help.path, lazy: withAllStrings(() => import('./routes/help')) },
  { path: '*', element: <NotFound /> },
];

const emptyRoutes: RouteObject[] = [
  { path: paths.loginCallback.path, lazy: withAllStrings(() => import('./routes/login-callback')) },
  { path: paths.accessProtection.path, lazy: withAllStrings(() => import('./routes/access-protection')) },
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
