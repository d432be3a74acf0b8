import { Loader, SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { useLoftAuctions } from '../api/get-loft-auctions';
import { LotCard } from './lot-card';

/** A loft's auctions: the open lots first, then the closed ones; a calm note when there are none. */
export function LoftAuctions({ loftId, timeZone }: { loftId: number; timeZone: string }) {
  const { t } = useTranslation();
  const { data: lots, isPending } = useLoftAuctions(loftId);
  if (isPending) return <Loader mx="auto" />;
  const open = (lots ?? []).filter((l) => l.status === 'open' && !l.over);
  const rest = (lots ?? []).filter((l) => !(l.status === 'open' && !l.over));
  if (open.length === 0 && rest.length === 0) return <EmptyState testId="auctions-empty">{t('auctions.empty')}</EmptyState>;
  const grid = (list: typeof open, testId: string) => (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} data-testid={testId}>
      {list.map((lot) => (
        <LotCard key={lot.id} lot={lot} timeZone={timeZone} />
      ))}
    </SimpleGrid>
  );
  return (
    <Stack gap="lg">
      <Stack gap="sm">
        <Title order={2} fz="h3">
          {t('auctions.openLots')}
        </Title>
        {open.length > 0 ? grid(open, 'open-lots') : <EmptyState testId="auctions-none-open">{t('auctions.noneOpen')}</EmptyState>}
      </Stack>
      {rest.length > 0 && (
        <Stack gap="sm">
          <Title order={2} fz="h3">
            {t('auctions.closedLots')}
          </Title>
          {grid(rest, 'closed-lots')}
        </Stack>
      )}
    </Stack>
  );
}
