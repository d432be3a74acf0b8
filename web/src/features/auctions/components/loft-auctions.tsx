import { Loader, SimpleGrid, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { useLoftAuctions } from '../api/get-loft-auctions';
import { AuctionResults, isResult } from './auction-results';
import { LotCard } from './lot-card';

const TABS = ['open', 'results'] as const;

/**
 * A loft's auctions in two tabs, kept in `?tab=`: the lots open for bids, and the results of those whose bidding
 * ended (the results first when nothing is open); a calm note when the loft has no auction at all.
 */
export function LoftAuctions({ loftId, timeZone }: { loftId: number; timeZone: string }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { data: lots, isPending } = useLoftAuctions(loftId);
  if (isPending) return <Loader mx="auto" />;
  const open = (lots ?? []).filter((l) => l.status === 'open' && !l.over);
  const results = (lots ?? []).filter(isResult);
  if ((lots ?? []).length === 0) return <EmptyState testId="auctions-empty">{t('auctions.empty')}</EmptyState>;
  const asked = params.get('tab');
  const tab = TABS.find((k) => k === asked) ?? (open.length === 0 && results.length > 0 ? 'results' : 'open');
  const choose = (v: string | null) =>
    v &&
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('tab', v);
        return next;
      },
      { replace: true },
    );
  return (
    <Tabs value={tab} onChange={choose} keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="open" data-testid="auctions-tab-open">
          {t('auctions.openLots')}
        </Tabs.Tab>
        <Tabs.Tab value="results" data-testid="auctions-tab-results">
          {t('auctions.results.tab')}
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="open" pt="md">
        {open.length > 0 ? (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} data-testid="open-lots">
            {open.map((lot) => (
              <LotCard key={lot.id} lot={lot} timeZone={timeZone} />
            ))}
          </SimpleGrid>
        ) : (
          <EmptyState testId="auctions-none-open">{t('auctions.noneOpen')}</EmptyState>
        )}
      </Tabs.Panel>
      <Tabs.Panel value="results" pt="md">
        <AuctionResults lots={results} timeZone={timeZone} />
      </Tabs.Panel>
    </Tabs>
  );
}
