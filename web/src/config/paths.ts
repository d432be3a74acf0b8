/**
 * Every route of SPEC §2 in one place. `path` is the router pattern; `getHref` builds links;
 * `title` is the i18n key shown in breadcrumbs and the document title.
 */
export const paths = {
  home: { path: '/', title: 'nav.home', getHref: () => '/' },
  contact: { path: '/contact', title: 'nav.contact', getHref: () => '/contact' },
  about: { path: '/about', title: 'about.title', getHref: () => '/about' },
  favorites: { path: '/favorites', title: 'nav.favorites', getHref: () => '/favorites' },
  notifications: { path: '/notifications', title: 'nav.notifications', getHref: (tab?: 'settings') => (tab ? `/notifications?tab=${tab}` : '/notifications') },
  lofts: { path: '/lofts', title: 'nav.lofts', getHref: () => '/lofts' },
  loft: { path: '/lofts/:id', title: 'lofts.loft', getHref: (id: number | string) => `/lofts/${id}` },
  flight: {
    path: '/lofts/:id/flights/:flightid',
    title: 'flights.flight',
    getHref: (id: number | string, flightId: number | string) => `/lofts/${id}/flights/${flightId}`,
  },
  loftAuctions: { path: '/lofts/:id/auctions', title: 'auctions.title', getHref: (id: number | string) => `/lofts/${id}/auctions` },
  auctionLot: { path: '/auctions/:id', title: 'auctions.lot', getHref: (id: number | string) => `/auctions/${id}` },
  team: {
    path: '/lofts/:id/teams/:teamid',
    title: 'teams.team',
    getHref: (id: number | string, teamId: number | string) => `/lofts/${id}/teams/${teamId}`,
  },
  browseSeasons: { path: '/seasons', title: 'nav.seasons', getHref: () => '/seasons' },
  seasonDetails: { path: '/seasons/:id', title: 'browse.season', getHref: (id: number | string) => `/seasons/${id}` },
  seasonSummary: {
    path: '/lofts/:id/seasons/:seasonid/summary',
    title: 'seasonSummary.title',
    getHref: (id: number | string, seasonId: number | string) => `/lofts/${id}/seasons/${seasonId}/summary`,
  },
  mySeasons: { path: '/my-seasons', title: 'nav.mySeasons', getHref: () => '/my-seasons' },
  myPayout: { path: '/my-seasons/:id/payout', title: 'payouts.myTitle', getHref: (id: number | string) => `/my-seasons/${id}/payout` },
  seasonRegister: {
    path: '/lofts/:id/seasons/:seasonid?/register',
    title: 'registrations.register',
    getHref: (id: number | string, seasonId?: number | string | null) => (seasonId == null ? `/lofts/${id}/seasons/register` : `/lofts/${id}/seasons/${seasonId}/register`),
  },
  pigeon: {
    path: '/lofts/:id/teams/:teamid?/pigeons/:pigeonid',
    title: 'pigeons.pigeon',
    getHref: (id: number | string, teamId: number | string | null | undefined, pigeonId: number | string) =>
      teamId == null ? `/lofts/${id}/teams/pigeons/${pigeonId}` : `/lofts/${id}/teams/${teamId}/pigeons/${pigeonId}`,
  },
  overview: { path: '/overview', title: 'overview.title', getHref: () => '/overview' },
  overviewLoft: { path: '/overview/:id', title: 'overview.loft', getHref: (id: number | string) => `/overview/${id}` },
  overviewSection: {
    path: '/overview/:id/:section',
    title: 'overview.loft',
    // The season a section shows travels in the query, so that links and back/forward keep it.
    getHref: (id: number | string, section: string, seasonId?: number | null, query = '') =>
      `/overview/${id}/${section}${seasonId ? `?season=${seasonId}${query ? `&${query}` : ''}` : query ? `?${query}` : ''}`,
  },
  registrations: { path: '/registrations', title: 'nav.registrations', getHref: () => '/registrations' },
  registration: {
    path: '/registrations/:id',
    title: 'registrations.registration',
    getHref: (id: number | string) => `/registrations/${id}`,
  },
  registrationConfirmation: {
    path: '/registrations/download/confirmation/:id?',
    title: 'registrations.confirmation',
    getHref: (id?: number | string) => (id == null ? '/registrations/download/confirmation' : `/registrations/download/confirmation/${id}`),
  },
  store: { path: '/store', title: 'nav.store', getHref: () => '/store' },
  storeProduct: { path: '/store/products/:id', title: 'shop.product', getHref: (id: number | string) => `/store/products/${id}` },
  cart: { path: '/cart', title: 'shop.cart', getHref: () => '/cart' },
  adminStore: { path: '/admin/store', title: 'admin.store', getHref: () => '/admin/store' },
  storeOrders: { path: '/store/orders', title: 'storeOrders.title', getHref: () => '/store/orders' },
  storeOrder: { path: '/store/orders/:id', title: 'storeOrders.orderTitle', getHref: (id: number | string) => `/store/orders/${id}` },
  pedigree: { path: '/pedigree', title: 'pedigree.title', getHref: (tab?: string) => (tab ? `/pedigree?tab=${tab}` : '/pedigree') },
  pedigreePigeon: { path: '/pedigree/pigeons/:id', title: 'pedigree.card.title', getHref: (id: number | string) => `/pedigree/pigeons/${id}` },
  checkout: { path: '/checkout', title: 'storeOrders.checkout', getHref: (seller: string) => `/checkout?seller=${seller}` },
  adminLofts: { path: '/admin/lofts', title: 'admin.lofts', getHref: () => '/admin/lofts' },
  adminLoftCreate: { path: '/admin/lofts/create', title: 'admin.createLoft', getHref: () => '/admin/lofts/create' },
  adminLoft: { path: '/admin/lofts/:id', title: 'admin.loft', getHref: (id: number | string) => `/admin/lofts/${id}` },
  adminSeasons: { path: '/admin/seasons', title: 'admin.seasons', getHref: () => '/admin/seasons' },
  adminSeasonCreate: { path: '/admin/seasons/create', title: 'admin.createSeason', getHref: () => '/admin/seasons/create' },
  adminSeason: { path: '/admin/seasons/:id', title: 'admin.season', getHref: (id: number | string) => `/admin/seasons/${id}` },
  adminSeasonIntake: { path: '/admin/seasons/:id/intake', title: 'intake.title', getHref: (id: number | string) => `/admin/seasons/${id}/intake` },
  adminFlightBasketing: {
    path: '/admin/flights/:id/basketing',
    title: 'basketing.pageTitle',
    getHref: (id: number | string) => `/admin/flights/${id}/basketing`,
  },
  adminNews: { path: '/admin/news', title: 'admin.news', getHref: () => '/admin/news' },
  newsArticle: {
    path: '/lofts/:id/news/:newsid',
    title: 'news.article',
    getHref: (id: number | string, newsId: number | string) => `/lofts/${id}/news/${newsId}`,
  },
  adminCampaigns: { path: '/admin/campaigns', title: 'campaigns.adminTitle', getHref: () => '/admin/campaigns' },
  adminTools: { path: '/admin/tools', title: 'adminTools.title', getHref: () => '/admin/tools' },
  adminUsers: { path: '/admin/users', title: 'admin.users', getHref: () => '/admin/users' },
  adminUser: { path: '/admin/users/:id', title: 'adminUsers.user', getHref: (id: number | string) => `/admin/users/${id}` },
  loginCallback: { path: '/login/callback', title: 'auth.callbackTitle', getHref: () => '/login/callback' },
  accessProtection: {
    path: '/misc/access-protection',
    title: 'misc.accessProtection',
    getHref: () => '/misc/access-protection',
  },
  healthcheck: { path: '/misc/healthcheck', title: 'misc.healthcheck', getHref: () => '/misc/healthcheck' },
  ogTags: { path: '/misc/og-tags', title: 'misc.ogTags', getHref: () => '/misc/og-tags' },
  help: { path: '/software/help', title: 'nav.help', getHref: () => '/software/help' },
} as const;

export type PathName = keyof typeof paths;

/**
 * Breadcrumb titles for URL prefixes that are not pages of their own (e.g. `/lofts/1/teams`);
 * their crumbs are shown but not linked.
 */
export const segmentTitles: { path: string; title: string }[] = [
  { path: '/lofts/:id/teams', title: 'teams.teams' },
  { path: '/lofts/:id/teams/:teamid/pigeons', title: 'pigeons.pigeons' },
  { path: '/lofts/:id/teams/pigeons', title: 'pigeons.pigeons' },
  { path: '/lofts/:id/flights', title: 'flights.flights' },
  { path: '/lofts/:id/news', title: 'news.title' },
  { path: '/lofts/:id/seasons', title: 'seasons.seasons' },
  { path: '/auctions', title: 'auctions.title' },
  { path: '/lofts/:id/seasons/:seasonid', title: 'seasons.season' },
  { path: '/registrations/download', title: 'registrations.download' },
  { path: '/my-seasons/:id', title: 'browse.season' },
  { path: '/admin', title: 'admin.title' },
  { path: '/store/products', title: 'shop.products' },
  { path: '/pedigree/pigeons', title: 'pedigree.tabs.pigeons' },
  { path: '/admin/flights', title: 'flights.flights' },
  { path: '/login', title: 'auth.login' },
  { path: '/misc', title: 'misc.title' },
  { path: '/software', title: 'misc.software' },
];
