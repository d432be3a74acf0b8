import { Anchor, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import type { SaleDesk, StockBird } from '../api/get-sale-desk';
import { stockCounts, stockState } from '../lib/stock';
import { SaleStateBadge } from './sale-state-badge';

/** Who holds or bought a bird, with the order's reference linking to the order. */
function Holder({ bird }: { bird: StockBird }) {
  const { t } = useTranslation();
  const state = stockState(bird);
  if (state.kind === 'available') return null;
  return (
    <Text size="sm" data-testid="stock-holder" style={{ overflowWrap: 'anywhere' }}>
      {t(`pigeonSale.stock.${state.kind}By`, { buyer: state.buyer })}{' '}
      <Anchor component={Link} to={paths.registration.getHref(state.orderId)} size="sm">
        <bdi>({state.reference})</bdi>
      </Anchor>
    </Text>
  );
}

/** One bird of the stock as a card: ring and state, chip, name and sex, breeder, its holder, and its public page. */
function StockCard({ bird, loftId }: { bird: StockBird; loftId: number }) {
  const { t } = useTranslation();
  const p = bird.pigeon;
  const state = stockState(bird);
  const facts = [p.name, t(`pigeons.sexes.${p.sex}`), p.color].filter(Boolean).join(' · ');
  return (
    <Paper withBorder radius="md" p="sm" data-testid="stock-bird" data-ring={p.ring} data-state={state.kind}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <Text fw={700} ff="monospace" dir="ltr" style={{ overflowWrap: 'anywhere' }}>
            {p.ring}
          </Text>
          <SaleStateBadge state={state} />
        </Group>
        <Text size="sm" dir="auto">
          {facts}
        </Text>
        <Text size="sm" c="dimmed">
          {t('pigeonSale.stock.chip')}:{' '}
          <Text span ff="monospace" size="sm" dir="ltr">
            {bird.chip_ring || '–'}
          </Text>
        </Text>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {t('pigeonSale.stock.breeder')}: <bdi>{p.team?.name ?? '–'}</bdi>
        </Text>
        <Holder bird={bird} />
        <Anchor component={Link} to={paths.pigeon.getHref(loftId, p.team_id, p.id)} size="sm" data-testid="stock-pigeon-link">
          {t('pigeonSale.stock.publicPage')}
        </Anchor>
      </Stack>
    </Paper>
  );
}

/** The stock: how many birds are available, held and sold, and each bird as a card (two or three abreast on wide screens). */
export function StockTab({ desk, loftId }: { desk: SaleDesk; loftId: number }) {
  const { t } = useTranslation();
  const stock = desk.stock ?? [];
  if (stock.length === 0) {
    return <EmptyState testId="stock-empty">{t(desk.counted ? 'pigeonSale.stock.empty' : 'pigeonSale.stock.notCounted')}</EmptyState>;
  }
  const counts = stockCounts(stock);
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed" data-testid="stock-counts">
        {t('pigeonSale.stock.counts', counts)}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }} spacing="sm">
        {stock.map((b) => (
          <StockCard key={b.pigeon.id} bird={b} loftId={loftId} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
