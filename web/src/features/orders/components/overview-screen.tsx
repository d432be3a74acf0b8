import { Loader, NativeSelect, Tabs } from '@mantine/core';
import { Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { useLoft } from '@/lib/api/lofts/get-loft';
import type { Season } from '@/lib/api/types';
import { useAuth } from '@/lib/auth';
import { useBreadcrumbOverride } from '@/lib/page-meta';
import { SeasonOrders } from './season-orders';
import { TransportDesk } from './transport-desk';

/** A tab that another area adds to the overview (the app's route composes them; features do not import each other). */
export type OverviewTab = {
  value: string;
  /** i18n key of the tab's title. */
  label: string;
  merchantOnly?: boolean;
  render: (ctx: { loftId: number; seasonId: number; season: Season; unit: 'km' | 'mile'; merchant: boolean }) => ReactNode;
};

/**
 * `/overview/{id}`: a loft's season orders and transport requests (the agents' desk) for its staff, and the tabs of other areas (due dates, products and settings,
 * flights, devices) in the order the route gives them.
 */
export function OverviewScreen({ loftId, extraTabs = [] }: { loftId: number; extraTabs?: OverviewTab[] }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const loft = useLoft(loftId);
  useBreadcrumbOverride(paths.overviewLoft.getHref(loftId), loft.name);
  const seasons = [...(loft.seasons ?? [])].sort((a, b) => b.id - a.id);
  const [seasonId, setSeasonId] = useState(() => (seasons.find((s) => s.registration_open) ?? seasons[0])?.id);
  const season = seasons.find((s) => s.id === seasonId);
  const merchant = user?.isAdmin || user?.permissions.some((p) => p.loft_id === loftId && p.is_active && p.is_merchant);
  const role = merchant ? 'merchant' : 'agent';
  const tabs = extraTabs.filter((x) => !x.merchantOnly || role === 'merchant');
  // ?tab= opens another tab first (a notice about a silent clock links to the devices).
  const [params] = useSearchParams();
  const asked = params.get('tab');
  const firstTab = asked && (asked === 'transports' || tabs.some((x) => x.value === asked)) ? asked : 'orders';

  return (
    <>
      <PageTitle>{`${t('orders.title')}: ${loft.name}`}</PageTitle>
      {!season ? (
        <EmptyState>{t('lofts.noSeasons')}</EmptyState>
      ) : (
        <>
          <NativeSelect
            mb="sm"
            w={{ base: '100%', xs: 260 }}
            aria-label={t('seasons.season')}
            data-testid="overview-season"
            value={String(season.id)}
            onChange={(e) => setSeasonId(Number(e.currentTarget.value))}
            data={seasons.map((s) => ({ value: String(s.id), label: s.name }))}
          />
          <Tabs defaultValue={firstTab} keepMounted={false}>
            <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}>
              <Tabs.Tab value="orders" data-testid="overview-tab-orders">
                {t('orders.tabs.orders')}
              </Tabs.Tab>
              <Tabs.Tab value="transports" data-testid="overview-tab-transports">
                {t('transport.tab')}
              </Tabs.Tab>
              {tabs.map((x) => (
                <Tabs.Tab key={x.value} value={x.value} data-testid={`overview-tab-${x.value}`}>
                  {t(x.label)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            <Tabs.Panel value="orders" pt="md">
              <SeasonOrders key={season.id} seasonId={season.id} currency={season.currency} />
            </Tabs.Panel>
            <Tabs.Panel value="transports" pt="md">
              <TransportDesk loftId={loftId} />
            </Tabs.Panel>
            <Suspense fallback={<Loader mt="md" />}>
              {tabs.map((x) => (
                <Tabs.Panel key={x.value} value={x.value} pt="md">
                  {x.render({ loftId, seasonId: season.id, season, unit: loft.unit, merchant: role === 'merchant' })}
                </Tabs.Panel>
              ))}
            </Suspense>
          </Tabs>
        </>
      )}
    </>
  );
}
