import { Alert, Badge, Button, Group, Loader, Paper, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { Panel } from '@/components/ui/panel';
import { errorText } from '@/lib/api/error-text';
import { formatCurrency } from '@/lib/currency';
import { useLanguage } from '@/lib/i18n/use-language';
import { notifySuccess } from '@/lib/notify';
import { usePayoutSummary, type PayoutStatement, type PayoutSummary } from '../api/get-payouts';
import { useSetPayoutStatus } from '../api/set-payout-status';
import { PayoutStatementView, PayoutStatusBadge, StatementDownloads } from './payout-statement';

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Paper withBorder radius="md" p="xs">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} data-testid={testId}>
        {value}
      </Text>
    </Paper>
  );
}

/** One fancier's payout: figures, their statement on demand, and marking it paid (with a note such as a bank reference) or unpaid. */
function FancierPayout({ seasonId, s }: { seasonId: number; s: PayoutStatement }) {
  const { t } = useTranslation();
  const { intlLocale } = useLanguage();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const mark = useSetPayoutStatus();
  const money = (c: number) => formatCurrency(c, s.currency, intlLocale);
  const onMark = (status: 'paid' | 'unpaid') =>
    mark.mutate(
      { seasonId, userId: s.user_id, status, note: note.trim() },
      {
        onSuccess: () => {
          setNote('');
          notifySuccess(status === 'paid' ? t('payouts.markedPaidToast') : t('payouts.markedUnpaidToast'));
        },
      },
    );
  const canPay = s.owed !== 0 && s.total > 0;
  return (
    <Paper withBorder radius="md" p="sm" data-testid="payout-fancier" data-user={s.user_id}>
      <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
        <Stack gap={0} style={{ minWidth: 0, flex: '1 1 12rem' }}>
          <Text fw={700} dir="auto" style={{ overflowWrap: 'anywhere' }}>
            {s.fancier}
          </Text>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {s.email}
          </Text>
        </Stack>
        <Group gap="md" wrap="wrap">
          <Text size="sm">
            {t('payouts.total')}: <b data-testid="payout-fancier-total">{money(s.total)}</b>
          </Text>
          <Text size="sm">
            {t('payouts.owed')}: <b>{money(s.owed)}</b>
          </Text>
          <PayoutStatusBadge s={s} />
        </Group>
      </Group>
      <Group gap="xs" mt="xs" align="flex-end" wrap="wrap">
        <Button size="xs" variant={open ? 'filled' : 'default'} onClick={() => setOpen((o) => !o)} data-testid="payout-open">
          {t('payouts.statement')}
        </Button>
        <TextInput
          size="xs"
          placeholder={t('payouts.notePlaceholder')}
          aria-label={t('payouts.note')}
          value={note}
          maxLength={1000}
          onChange={(e) => setNote(e.currentTarget.value)}
          style={{ flex: '1 1 10rem' }}
          data-testid="payout-note"
        />
        {canPay && (
          <Button size="xs" onClick={() => onMark('paid')} loading={mark.isPending} data-testid="payout-mark-paid">
            {t('payouts.markPaid', { amount: money(s.owed) })}
          </Button>
        )}
        {s.status === 'paid' && (
          <Button size="xs" variant="subtle" color="red" onClick={() => onMark('unpaid')} disabled={mark.isPending} data-testid="payout-mark-unpaid">
            {t('payouts.markUnpaid')}
          </Button>
        )}
      </Group>
      {mark.isError && (
        <Alert color="red" variant="light" mt="xs">
          {errorText(mark.error)}
        </Alert>
      )}
      {open && (
        <Stack gap="xs" mt="sm">
          <PayoutStatementView statement={s} />
          <StatementDownloads seasonId={seasonId} userId={s.user_id} />
        </Stack>
      )}
    </Paper>
  );
}

function Races({ summary }: { summary: PayoutSummary }) {
  const { t } = useTranslation();
  const { intlLocale } = useLanguage();
  const money = (c: number) => formatCurrency(c, summary.currency, intlLocale);
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing={4} striped data-testid="payout-races">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('payouts.race')}</Table.Th>
            <Table.Th ta="end">{t('payouts.pool')}</Table.Th>
            <Table.Th ta="end">{t('payouts.awarded')}</Table.Th>
            <Table.Th ta="end">{t('payouts.refunded')}</Table.Th>
            <Table.Th ta="end">{t('payouts.kept')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(summary.races ?? []).map((r) => (
            <Table.Tr key={r.flight_id} data-testid="payout-race">
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <Text size="sm" dir="auto">
                    {r.flight}
                  </Text>
                  <Badge size="xs" variant="light" color={r.final ? 'green' : 'gray'}>
                    {r.final ? t('prizes.awarded') : t('prizes.provisional')}
                  </Badge>
                </Group>
              </Table.Td>
              <Table.Td ta="end">{money(r.total)}</Table.Td>
              <Table.Td ta="end">{r.final ? money(r.awarded) : '–'}</Table.Td>
              <Table.Td ta="end">{r.final ? money(r.refunded) : '–'}</Table.Td>
              <Table.Td ta="end">{r.final ? money(r.kept) : '–'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * The overview's prize money tab for merchants: how each race's prize money fell, the season's totals, and each fancier's
 * payout — their statement, its downloads, and marking it paid or unpaid (kept as history).
 */
export function PayoutsTab({ seasonId }: { seasonId: number }) {
  const { t } = useTranslation();
  const { intlLocale } = useLanguage();
  const { data, isPending } = usePayoutSummary(seasonId);
  if (isPending) return <Loader size="sm" />;
  if (!data || (data.races ?? []).length === 0) return <EmptyState testId="payouts-empty">{t('payouts.empty')}</EmptyState>;
  const money = (c: number) => formatCurrency(c, data.currency, intlLocale);
  const fanciers = data.fanciers ?? [];
  return (
    <Stack gap="md" data-testid="payouts-tab">
      <SimpleGrid cols={3} spacing="xs">
        <Figure label={t('payouts.total')} value={money(data.total)} testId="payouts-total" />
        <Figure label={t('payouts.paid')} value={money(data.paid)} testId="payouts-paid" />
        <Figure label={t('payouts.owed')} value={money(data.owed)} testId="payouts-owed" />
      </SimpleGrid>
      <Panel title={t('payouts.races')} hint={t('payouts.racesHint')} testId="payouts-races-panel">
        <Races summary={data} />
      </Panel>
      <Panel title={t('payouts.fanciers')} hint={t('payouts.fanciersHint')} testId="payouts-fanciers-panel">
        {fanciers.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="payouts-no-fanciers">
            {t('payouts.noFanciers')}
          </Text>
        ) : (
          fanciers.map((s) => <FancierPayout key={s.user_id} seasonId={seasonId} s={s} />)
        )}
      </Panel>
    </Stack>
  );
}
