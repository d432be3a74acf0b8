import { Tabs } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { displaySwitches, type Loft } from '@/lib/api/types';
import { FanciersTab } from './fanciers-tab';
import { NewsTab } from './news-tab';
import { PackagesTab } from './packages-tab';
import { SeasonSelect, defaultSeason } from './season-select';

const TABS = ['aces', 'activeFlights', 'fanciers', 'flights', 'news', 'media', 'store', 'packages', 'contact'] as const;
type Tab = (typeof TABS)[number];

/** Tabs filled by the screen (features do not import each other): each gets the chosen season. */
export type LoftTabSlots = Partial<Record<'aces' | 'activeFlights' | 'flights' | 'media' | 'store' | 'contact', (seasonId: number | undefined) => ReactNode>>;

/** The loft page's tabs; the chosen tab is kept in `?tab=`. */
export function LoftTabs({ loft, slots = {} }: { loft: Loft; slots?: LoftTabSlots }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  // a loft without a contact address has no contact tab
  const tabs = TABS.filter((k) => (k !== 'contact' || (loft.email && slots.contact)) && (k !== 'store' || slots.store));
  const tab: Tab = (tabs as readonly string[]).includes(params.get('tab') ?? '') ? (params.get('tab') as Tab) : 'fanciers';
  const seasons = loft.seasons ?? [];
  const [seasonId, setSeasonId] = useState<number | undefined>(() => defaultSeason(seasons)?.id);
  const season = seasons.find((s) => s.id === seasonId);

  return (
    <>
      <SeasonSelect loftId={loft.id} seasons={seasons} value={season} onChange={setSeasonId} />
      <Tabs
        value={tab}
        onChange={(v) =>
          v &&
          setParams(
            (prev) => {
              const next = new URLSearchParams(prev);
              next.set('tab', v);
              return next;
            },
            { replace: true },
          )
        }
        keepMounted={false}
      >
        <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}>
          {tabs.map((key) => (
            <Tabs.Tab key={key} value={key} data-testid={`tab-${key}`}>
              {t(`lofts.tabs.${key}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="aces" pt="md">
          {slots.aces ? slots.aces(seasonId) : <EmptyState>{t('flights.noAces')}</EmptyState>}
        </Tabs.Panel>
        <Tabs.Panel value="activeFlights" pt="md">
          {slots.activeFlights ? slots.activeFlights(seasonId) : <EmptyState>{t('flights.noActive')}</EmptyState>}
        </Tabs.Panel>
        <Tabs.Panel value="fanciers" pt="md">
          <FanciersTab loftId={loft.id} seasonId={seasonId} fields={displaySwitches(loft, 'participants')} />
        </Tabs.Panel>
        <Tabs.Panel value="flights" pt="md">
          {slots.flights ? slots.flights(seasonId) : <EmptyState>{t('flights.noFlights')}</EmptyState>}
        </Tabs.Panel>
        <Tabs.Panel value="news" pt="md">
          <NewsTab loftId={loft.id} />
        </Tabs.Panel>
        <Tabs.Panel value="media" pt="md">
          {slots.media ? slots.media(seasonId) : <EmptyState>{t('media.empty')}</EmptyState>}
        </Tabs.Panel>
        <Tabs.Panel value="store" pt="md">
          {slots.store?.(seasonId)}
        </Tabs.Panel>
        <Tabs.Panel value="contact" pt="md">
          {slots.contact?.(seasonId)}
        </Tabs.Panel>
        <Tabs.Panel value="packages" pt="md">
          {season ? <PackagesTab loftId={loft.id} seasonId={season.id} /> : <EmptyState>{t('lofts.noSeasons')}</EmptyState>}
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
