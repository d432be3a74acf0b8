import { Loader } from '@mantine/core';
import { lazy, Suspense, type ComponentType } from 'react';
import { useParams } from 'react-router';
import { RequireAuth } from '@/components/ui/require-auth';
import { SeasonOrders } from '@/features/orders/components/season-orders';
import { TransportDesk } from '@/features/orders/components/transport-desk';
import { WorkspaceScreen } from '@/features/workspace/components/workspace-screen';
import type { WorkspaceSection } from '@/features/workspace/lib/sections';
import { useLoft } from '@/lib/api/lofts/get-loft';
import { isStaffOf } from '@/lib/authorization';
import { idParam } from './params';

// The sections of other areas are their own chunks: the orders open first and are what agents see.
const lazyNamed = <K extends string, P>(load: () => Promise<Record<K, ComponentType<P>>>, name: K) => lazy(() => load().then((m) => ({ default: m[name] })));
const DueDateEditor = lazyNamed(() => import('@/features/season-admin/components/due-date-editor'), 'DueDateEditor');
const ProductEditor = lazyNamed(() => import('@/features/season-admin/components/product-editor'), 'ProductEditor');
const SeasonSettingsSection = lazyNamed(() => import('@/features/season-admin/components/season-sections'), 'SeasonSettingsSection');
const SeasonRaceRulesSection = lazyNamed(() => import('@/features/season-admin/components/season-sections'), 'SeasonRaceRulesSection');
const SeasonHistorySection = lazyNamed(() => import('@/features/season-admin/components/season-sections'), 'SeasonHistorySection');
const LoftSeasons = lazyNamed(() => import('@/features/season-admin/components/loft-seasons'), 'LoftSeasons');
const SeasonCreateChoice = lazyNamed(() => import('@/features/season-admin/components/season-create'), 'SeasonCreateChoice');
const ContractEditor = lazyNamed(() => import('@/features/season-admin/components/contract-editor'), 'ContractEditor');
const IntakeSections = lazyNamed(() => import('@/features/intake/components/intake-page'), 'IntakeSections');
const FlightsAdmin = lazyNamed(() => import('@/features/flight-admin/components/flights-admin'), 'FlightsAdmin');
const PayoutsTab = lazyNamed(() => import('@/features/payouts/components/payouts-tab'), 'PayoutsTab');
const NewsDesk = lazyNamed(() => import('@/features/news-admin/components/news-desk'), 'NewsDesk');
const LoftImagesTab = lazyNamed(() => import('@/features/loft-admin/components/loft-images-tab'), 'LoftImagesTab');
const StaffTab = lazyNamed(() => import('@/features/loft-admin/components/staff-tab'), 'StaffTab');
const MediaDesk = lazyNamed(() => import('@/features/media/components/media-desk'), 'MediaDesk');
const DevicesScreen = lazyNamed(() => import('@/features/devices/components/devices-screen'), 'DevicesScreen');
const TeamsTab = lazyNamed(() => import('@/features/fancier-admin/components/teams-tab'), 'TeamsTab');
const CustomersTab = lazyNamed(() => import('@/features/fancier-admin/components/customers-tab'), 'CustomersTab');

/** Where a new season goes: the workspace's section that is reached by its buttons. */
const NEW_SEASON = 'new-season';
const PayeeSettings = lazyNamed(() => import('@/features/payee/components/payee-settings'), 'PayeeSettings');
const LoftCampaigns = lazyNamed(() => import('@/features/campaigns/components/loft-campaigns'), 'LoftCampaigns');
const ProductDesk = lazyNamed(() => import('@/features/shop/components/product-desk'), 'ProductDesk');

/** The loft's store desk, priced in the loft's currency with windows on its clock. */
function LoftStoreDesk({ loftId }: { loftId: number }) {
  const loft = useLoft(loftId);
  return <ProductDesk loftId={loftId} currency={loft.currency} timeZone={loft.time_zone} />;
}
const LoftStoreOrders = lazyNamed(() => import('@/features/store-orders/components/loft-store-orders'), 'LoftStoreOrders');
const AuctionDesk = lazyNamed(() => import('@/features/auction-desk/components/auction-desk'), 'AuctionDesk');
const SaleDesk = lazyNamed(() => import('@/features/pigeon-sale/components/sale-desk'), 'SaleDesk');

/**
 * The workspace's sections in navigation order (SPEC §2, issue 27): the season's orders, transports, due dates,
 * products, pigeon sale, settings, race rules, intake, contract, history and the loft's seasons; racing (flights, prize money); and
 * the loft's news, images, media, store, auctions, payee, campaigns, staff, devices, teams and customers. Agents see the desk's sections (merchantOnly
 * marks the others); the server checks every call.
 */
const sections: WorkspaceSection[] = [
  {
    value: 'orders',
    label: 'orders.tabs.orders',
    group: 'season',
    needsSeason: true,
    render: ({ season }) => <SeasonOrders key={season.id} seasonId={season.id} currency={season.currency} />,
  },
  { value: 'transports', label: 'transport.tab', group: 'season', render: ({ loftId }) => <TransportDesk loftId={loftId} /> },
  {
    value: 'due-dates',
    label: 'orders.tabs.dueDates',
    group: 'season',
    merchantOnly: true,
    needsSeason: true,
    render: ({ season }) => <DueDateEditor key={season.id} seasonId={season.id} />,
  },
  {
    value: 'products',
    label: 'orders.tabs.products',
    group: 'season',
    merchantOnly: true,
    needsSeason: true,
    render: ({ season }) => <ProductEditor key={season.id} seasonId={season.id} currency={season.currency} />,
  },
  {
    value: 'pigeon-sale',
    label: 'pigeonSale.desk.tab',
    group: 'season',
    merchantOnly: true,
    needsSeason: true,
    render: ({ loftId, season }) => <SaleDesk key={season.id} loftId={loftId} seasonId={season.id} />,
  },
  {
    value: 'settings',
    label: 'workspace.sections.settings',
    group: 'season',
    merchantOnly: true,
    needsSeason: true,
    render: ({ season }) => <SeasonSettingsSection key={season.id} seasonId={season.id} />,
  },
  {
    value: 'race-rules',
    label: 'workspace.sections.raceRules',
    group: 'season',
    merchantOnly: true,
    needsSeason: true,
    render: ({ season }) => <SeasonRaceRulesSection key={season.id} seasonId={season.id} />,
  },
  { value: 'intake', label: 'intake.title', group: 'season', needsSeason: true, render: ({ season }) => <IntakeSections key={season.id} seasonId={season.id} /> },
  {
    value: 'contract',
    label: 'contracts.tab',
    group: 'season',
    merchantOnly: true,
    needsSeason: true,
    render: ({ season }) => <ContractEditor key={season.id} seasonId={season.id} />,
  },
  {
    value: 'history',
    label: 'workspace.sections.history',
    group: 'season',
    merchantOnly: true,
    needsSeason: true,
    render: ({ season }) => <SeasonHistorySection key={season.id} seasonId={season.id} />,
  },
  {
    value: 'seasons',
    label: 'workspace.sections.seasons',
    group: 'season',
    merchantOnly: true,
    render: ({ loftId, season, go }) => <SeasonsOfLoft loftId={loftId} chosen={season?.id ?? null} go={go} />,
  },
  {
    value: NEW_SEASON,
    label: 'workspace.sections.newSeason',
    group: 'season',
    merchantOnly: true,
    unlisted: true,
    render: ({ loftId, go }) => <SeasonCreateChoice loftId={loftId} onCreated={(id) => go('settings', id)} />,
  },
  {
    value: 'flights',
    label: 'flightAdmin.tab',
    group: 'racing',
    merchantOnly: true,
    needsSeason: true,
    render: ({ loftId, season, unit }) => <FlightsAdmin key={season.id} loftId={loftId} seasonId={season.id} unit={unit} currency={season.currency} />,
  },
  { value: 'payouts', label: 'payouts.tab', group: 'racing', merchantOnly: true, needsSeason: true, render: ({ season }) => <PayoutsTab key={season.id} seasonId={season.id} /> },
  { value: 'news', label: 'newsAdmin.tab', group: 'loft', merchantOnly: true, render: ({ loftId }) => <NewsDesk scope={{ loftId, all: false }} /> },
  { value: 'images', label: 'loftImages.tab', group: 'loft', merchantOnly: true, render: ({ loftId }) => <LoftImagesTab loftId={loftId} /> },
  { value: 'media', label: 'media.tab', group: 'loft', merchantOnly: true, render: ({ loftId, season }) => <MediaDesk loftId={loftId} season={season ?? undefined} /> },
  { value: 'store', label: 'shop.desk.tab', group: 'loft', merchantOnly: true, render: ({ loftId }) => <LoftStoreDesk loftId={loftId} /> },
  { value: 'store-orders', label: 'storeOrders.tab', group: 'loft', render: ({ loftId }) => <LoftStoreOrders loftId={loftId} /> },
  { value: 'auctions', label: 'auctionDesk.tab', group: 'loft', merchantOnly: true, render: ({ loftId, season }) => <AuctionDesk loftId={loftId} season={season} /> },
  { value: 'payee', label: 'payee.tab', group: 'loft', merchantOnly: true, render: ({ loftId, season }) => <PayeeSettings loftId={loftId} season={season} /> },
  {
    value: 'campaigns',
    label: 'campaigns.tab',
    group: 'loft',
    merchantOnly: true,
    render: ({ loftId }) => <LoftCampaigns loftId={loftId} />,
  },
  { value: 'staff', label: 'workspace.sections.staff', group: 'loft', merchantOnly: true, render: ({ loftId }) => <StaffTab loftId={loftId} /> },
  { value: 'devices', label: 'devices.tab', group: 'loft', render: ({ loftId, merchant }) => <DevicesScreen loftId={loftId} merchant={merchant} /> },
  {
    value: 'teams',
    label: 'fanciers.teamsTab',
    group: 'loft',
    needsSeason: true,
    render: ({ loftId, season }) => <TeamsTab key={season.id} loftId={loftId} seasonId={season.id} />,
  },
  {
    value: 'customers',
    label: 'fanciers.customersTab',
    group: 'loft',
    needsSeason: true,
    render: ({ loftId, season }) => <CustomersTab key={season.id} loftId={loftId} seasonId={season.id} />,
  },
];

/** The loft's seasons: one opens its settings, a copy or a new one opens the new-season form. */
function SeasonsOfLoft({ loftId, chosen, go }: { loftId: number; chosen: number | null; go: (section: string, seasonId?: number, query?: string) => void }) {
  const seasons = useLoft(loftId).seasons ?? [];
  return (
    <LoftSeasons
      seasons={seasons}
      chosen={chosen}
      onOpen={(id) => go('settings', id)}
      onCopy={(id) => go(NEW_SEASON, chosen ?? undefined, `from=${id}`)}
      onNew={() => go(NEW_SEASON)}
    />
  );
}

/**
 * `/overview/{id}` and `/overview/{id}/{section}` (SPEC §2): the loft's workspace for its staff. Anyone else signed in
 * (a merchant of another loft, too) gets the 403 page, before any request.
 */
export function Component() {
  const params = useParams();
  const id = idParam(params.id);
  return (
    <RequireAuth policy={(user) => isStaffOf(user, id)}>
      <Suspense fallback={<Loader size="sm" />}>
        <WorkspaceScreen key={id} loftId={id} section={params.section} sections={sections} newSeason={NEW_SEASON} />
      </Suspense>
    </RequireAuth>
  );
}
