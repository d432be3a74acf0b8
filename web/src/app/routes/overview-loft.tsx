import { Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { RequireAuth } from '@/components/ui/require-auth';
import { OverviewScreen, type OverviewTab } from '@/features/orders/components/overview-screen';
import { isStaffOf } from '@/lib/authorization';
import { idParam } from './params';

// The editors are their own chunks: the orders tab opens first and is what agents see.
const DueDateEditor = lazy(() => import('@/features/season-admin/components/due-date-editor').then((m) => ({ default: m.DueDateEditor })));
const ProductEditor = lazy(() => import('@/features/season-admin/components/product-editor').then((m) => ({ default: m.ProductEditor })));
const SeasonStateForm = lazy(() => import('@/features/season-admin/components/season-state-form').then((m) => ({ default: m.SeasonStateForm })));
const FlightsAdmin = lazy(() => import('@/features/flight-admin/components/flights-admin').then((m) => ({ default: m.FlightsAdmin })));
const LoftImagesTab = lazy(() => import('@/features/loft-admin/components/loft-images-tab').then((m) => ({ default: m.LoftImagesTab })));
const NewsDesk = lazy(() => import('@/features/news-admin/components/news-desk').then((m) => ({ default: m.NewsDesk })));
const ContractEditor = lazy(() => import('@/features/season-admin/components/contract-editor').then((m) => ({ default: m.ContractEditor })));
const MediaDesk = lazy(() => import('@/features/media/components/media-desk').then((m) => ({ default: m.MediaDesk })));
const PayoutsTab = lazy(() => import('@/features/payouts/components/payouts-tab').then((m) => ({ default: m.PayoutsTab })));
const DevicesScreen = lazy(() => import('@/features/devices/components/devices-screen').then((m) => ({ default: m.DevicesScreen })));
const TeamsTab = lazy(() => import('@/features/fancier-admin/components/teams-tab').then((m) => ({ default: m.TeamsTab })));
const CustomersTab = lazy(() => import('@/features/fancier-admin/components/customers-tab').then((m) => ({ default: m.CustomersTab })));

/**
 * Tabs of other areas beside the orders: the season's due dates, products and state (season administration) and flights
 * (merchants), prize money and payouts and news (merchants), the loft's devices (staff), and its teams and customers (staff; fancier management needs a basic or
 * premium package).
 */
const tabs: OverviewTab[] = [
  { value: 'due-dates', label: 'orders.tabs.dueDates', merchantOnly: true, render: ({ seasonId }) => <DueDateEditor key={seasonId} seasonId={seasonId} /> },
  {
    value: 'products',
    label: 'orders.tabs.products',
    merchantOnly: true,
    render: ({ season }) => <ProductEditor key={season.id} seasonId={season.id} currency={season.currency} />,
  },
  { value: 'season', label: 'orders.tabs.season', merchantOnly: true, render: ({ season }) => <SeasonStateForm key={season.id} season={season} /> },
  { value: 'contract', label: 'contracts.tab', merchantOnly: true, render: ({ seasonId }) => <ContractEditor key={seasonId} seasonId={seasonId} /> },
  {
    value: 'flights',
    label: 'flightAdmin.tab',
    merchantOnly: true,
    render: ({ loftId, season, unit }) => <FlightsAdmin key={season.id} loftId={loftId} seasonId={season.id} unit={unit} currency={season.currency} />,
  },
  { value: 'news', label: 'newsAdmin.tab', merchantOnly: true, render: ({ loftId }) => <NewsDesk scope={{ loftId, all: false }} /> },
  { value: 'payouts', label: 'payouts.tab', merchantOnly: true, render: ({ seasonId }) => <PayoutsTab key={seasonId} seasonId={seasonId} /> },
  { value: 'images', label: 'loftImages.tab', merchantOnly: true, render: ({ loftId }) => <LoftImagesTab loftId={loftId} /> },
  { value: 'media', label: 'media.tab', merchantOnly: true, render: ({ loftId, season }) => <MediaDesk loftId={loftId} season={season} /> },
  { value: 'devices', label: 'devices.tab', render: ({ loftId, merchant }) => <DevicesScreen loftId={loftId} merchant={merchant} /> },
  { value: 'teams', label: 'fanciers.teamsTab', render: ({ loftId, seasonId }) => <TeamsTab loftId={loftId} seasonId={seasonId} /> },
  { value: 'customers', label: 'fanciers.customersTab', render: ({ loftId, seasonId }) => <CustomersTab key={seasonId} loftId={loftId} seasonId={seasonId} /> },
];

/**
 * `/overview/{id}` (SPEC §2): the loft overview for its staff — season orders, due dates, products, settings, flights,
 * devices, teams, customers. Anyone else signed in (a merchant of another loft, too) gets the 403 page, before any request.
 */
export function Component() {
  const id = idParam(useParams().id);
  return (
    <RequireAuth policy={(user) => isStaffOf(user, id)}>
      <Suspense fallback={<Loader size="sm" />}>
        <OverviewScreen key={id} loftId={id} extraTabs={tabs} />
      </Suspense>
    </RequireAuth>
  );
}
