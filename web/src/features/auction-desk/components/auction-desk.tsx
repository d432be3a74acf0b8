import { Alert, Button, Group, Loader, Paper, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { Money } from '@/components/ui/money';
import { useLoft } from '@/lib/api/lofts/get-loft';
import type { Season } from '@/lib/api/types';
import { useLoftTime } from '@/lib/use-loft-time';
import { useLoftLots, type AuctionLot } from '../api/get-loft-lots';
import { LotActions } from './lot-actions';
import { LotForm } from './lot-form';
import { LotHistory } from './lot-history';
import { LotSale } from './lot-sale';
import { LotStatusBadge } from '@/components/ui/lot-status-badge';

/** The price a lot stands at: its price once bid on, else what the first bid must be ("from"). */
function LotPrice({ lot }: { lot: AuctionLot }) {
  const { t } = useTranslation();
  if (lot.bid_count > 0) return <Money cents={lot.price} currency={lot.currency} />;
  return (
    <Group gap={4} wrap="nowrap">
      <Text size="xs" c="dimmed">
        {t('auctionDesk.list.from')}
      </Text>
      <Money cents={lot.start_price} currency={lot.currency} />
    </Group>
  );
}

/**
 * The loft's auction desk (issue 30), a section of its workspace for merchants and admins: every lot, drafts and
 * cancelled ones too, where each stands and when it ends on the loft's clock, with a form for a new lot or a draft and
 * each lot's history; a sold lot shows its buyer and whether they paid, with the store order. New lots take the chosen
 * season's pigeons and currency.
 */
export function AuctionDesk({ loftId, season }: { loftId: number; season: Season | null }) {
  const { t } = useTranslation();
  const loft = useLoft(loftId);
  const zone = loft.time_zone || 'UTC';
  const { format } = useLoftTime(zone);
  const { data: lots, isPending } = useLoftLots(loftId);
  const [editing, setEditing] = useState<AuctionLot | 'new' | null>(null);
  const [history, setHistory] = useState<AuctionLot | null>(null);
  const currency = season?.currency ?? loft.currency;
  if (editing) {
    return (
      <Paper withBorder p="md" radius="md" maw={960}>
        <LotForm loftId={loftId} seasonId={season?.id ?? 0} lot={editing === 'new' ? null : editing} currency={currency} timeZone={zone} onDone={() => setEditing(null)} />
      </Paper>
    );
  }
  const newLot = season ? (
    <Button onClick={() => setEditing('new')} data-testid="lot-new">
      {t('auctionDesk.list.new')}
    </Button>
  ) : (
    <Alert color="gray">{t('auctionDesk.list.noSeason')}</Alert>
  );
  if (isPending) return <Loader size="sm" />;
  const sorted = [...(lots ?? [])].sort((a, b) => b.ends_at.localeCompare(a.ends_at) || b.id - a.id);
  return (
    <Stack gap="md" data-testid="auction-desk">
      {sorted.length === 0 ? (
        <Stack gap="sm" align="flex-start">
          <EmptyState testId="auction-desk-empty">{t('auctionDesk.list.empty')}</EmptyState>
          {newLot}
        </Stack>
      ) : (
        <>
          <Group justify="space-between" align="center">
            <Text c="dimmed" size="sm">
              {t('auctionDesk.list.intro')}
            </Text>
            {newLot}
          </Group>
          {/* Native scrolling: the scroll area's would widen the page right to left. */}
          <Table.ScrollContainer minWidth={980} type="native">
            <Table verticalSpacing="sm" data-testid="lot-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('auctionDesk.list.title')}</Table.Th>
                  <Table.Th>{t('auctionDesk.list.status')}</Table.Th>
                  <Table.Th>{t('auctionDesk.list.price')}</Table.Th>
                  <Table.Th>{t('auctionDesk.list.bids')}</Table.Th>
                  <Table.Th>{t('auctionDesk.list.endsAt')}</Table.Th>
                  <Table.Th>{t('auctionDesk.list.sale')}</Table.Th>
                  <Table.Th>{t('auctionDesk.list.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {sorted.map((lot) => (
                  <Table.Tr key={lot.id} data-testid={`lot-row-${lot.id}`} data-lot-title={lot.title}>
                    <Table.Td>
                      <Text fw={500} size="sm" style={{ wordBreak: 'break-word' }}>
                        {lot.title}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <LotStatusBadge lot={lot} />
                    </Table.Td>
                    <Table.Td>
                      <LotPrice lot={lot} />
                    </Table.Td>
                    <Table.Td>{lot.bid_count}</Table.Td>
                    <Table.Td>
                      <Text size="sm">{format(lot.ends_at)}</Text>
                    </Table.Td>
                    <Table.Td>
                      <LotSale lot={lot} />
                    </Table.Td>
                    <Table.Td>
                      <LotActions lot={lot} startsAt={format(lot.starts_at)} onEdit={() => setEditing(lot)} onHistory={() => setHistory(lot)} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
      {history && <LotHistory lotId={history.id} title={history.title} timeZone={zone} onClose={() => setHistory(null)} />}
    </Stack>
  );
}
