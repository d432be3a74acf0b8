import { createBrowserRouter, type RouteObject } from 'react-router';
import { NotFound } from '@/components/errors/error-view';
import { RouteError } from '@/components/errors/route-error';
import { DefaultLayout, type RouteHandle } from '@/components/layouts/default-layout';
import { EmptyLayout } from '@/components/layouts/empty-layout';
import { paths } from '@/config/paths';

const defaultRoutes: RouteObject[] = [
  { path: paths.home.path, lazy: () => import('./routes/home'), handle: { fullWidth: true } satisfies RouteHandle },
  { path: paths.contact.path, lazy: () => import('./routes/contact') },
  { path: paths.about.path, lazy: () => import('./routes/about') },
  { path: paths.lofts.path, lazy: () => import('./routes/lofts') },
  { path: paths.loft.path, lazy: () => import('./routes/loft') },
  { path: paths.loftAuctions.path, lazy: () => import('./routes/loft-auctions') },
  { path: paths.auctionLot.path, lazy: () => import('./routes/auction-lot') },
  { path: paths.team.path, lazy: () => import('./routes/team') },
  { path: paths.pigeon.path, lazy: () => import('./routes/pigeon') },
  { path: paths.flight.path, lazy: () => import('./routes/flight') },
  { path: paths.browseSeasons.path, lazy: () => import('./routes/seasons') },
  { path: paths.seasonDetails.path, lazy: () => import('./routes/season') },
  { path: paths.seasonSummary.path, lazy: () => import('./routes/season-summary') },
  { path: paths.mySeasons.path, lazy: () => import('./routes/my-seasons') },
  { path: paths.myPayout.path, lazy: () => import('./routes/my-payout') },
  { path: paths.seasonRegister.path, lazy: () => import('./routes/season-register') },
  { path: paths.favorites.path, lazy: () => import('./routes/favorites') },
  { path: paths.notifications.path, lazy: () => import('./routes/notifications') },
  { path: paths.registrations.path, lazy: () => import('./routes/registrations') },
  { path: paths.registration.path, lazy: () => import('./routes/registration') },
  { path: paths.registrationConfirmation.path, lazy: () => import('./routes/registration-confirmation') },
  { path: paths.storeOrders.path, lazy: () => import('./routes/store-orders') },
  { path: paths.storeOrder.path, lazy: () => import('./routes/store-order') },
  { path: paths.checkout.path, lazy: () => import('./routes/checkout') },
  { path: paths.pedigree.path, lazy: () => import('./routes/pedigree') },
  { path: paths.pedigreePigeon.path, lazy: () => import('./routes/pedigree-pigeon') },
  { path: paths.overview.path, lazy: () => import('./routes/overview') },
  { path: paths.overviewLoft.path, lazy: () => import('./routes/overview-loft') },
  { path: paths.overviewSection.path, lazy: () => import('./routes/overview-loft') },
  { path: paths.store.path, lazy: () => import('./routes/store') },
  { path: paths.storeProduct.path, lazy: () => import('./routes/store-product') },
  { path: paths.cart.path, lazy: () => import('./routes/cart') },
  { path: paths.adminStore.path, lazy: () => import('./routes/admin-store') },
  { path: paths.adminLofts.path, lazy: () => import('./routes/admin-lofts') },
  { path: paths.adminLoftCreate.path, lazy: () => import('./routes/admin-loft-create') },
  { path: paths.adminLoft.path, lazy: () => import('./routes/admin-loft') },
  { path: paths.adminSeasons.path, lazy: () => import('./routes/admin-seasons') },
  { path: paths.adminSeasonCreate.path, lazy: () => import('./routes/admin-season-create') },
  { path: paths.adminSeason.path, lazy: () => import('./routes/admin-season') },
  { path: paths.adminSeasonIntake.path, lazy: () => import('./routes/admin-season-intake') },
  { path: paths.adminFlightBasketing.path, lazy: () => import('./routes/admin-flight-basketing') },
  { path: paths.adminTools.path, lazy: () => import('./routes/admin-tools') },
  { path: paths.adminCampaigns.path, lazy: () => import('./routes/admin-campaigns') },
  { path: paths.adminUsers.path, lazy: () => import('./routes/admin-users') },
  { path: paths.adminNews.path, lazy: () => import('./routes/admin-news') },
  { path: paths.newsArticle.path, lazy: () => import('./routes/news-article') },
  { path: paths.adminUser.path, lazy: () => import('./routes/admin-user') },
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
