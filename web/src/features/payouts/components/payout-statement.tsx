import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCurrency } from '@/lib/currency';
import { formatDateTime } from '@/lib/format';
import { useLanguage } from '@/lib/i18n/use-language';
import { useDownloadStatement } from '../api/download-statement';
import type { PayoutStatement } from '../api/get-payouts';

/** Paid or not, and whether a later change left something owed. */
export function PayoutStatusBadge({ s }: { s: Pick<PayoutStatement, 'status' | 'owed' | 'total'> }) {
  const { t } = useTranslation();
  if (s.status === 'paid' && s.owed !== 0)
    return (
      <Badge color="orange" variant="light" data-testid="payout-status">
        {t('payouts.status.changed')}
      </Badge>
    );
  if (s.status === 'paid')
    return (
      <Badge color="green" variant="light" data-testid="payout-status">
        {t('payouts.status.paid')}
      </Badge>
    );
  if (s.total === 0)
    return (
      <Badge color="gray" variant="light" data-testid="payout-status">
        {t('payouts.status.nothing')}
      </Badge>
    );
  return (
    <Badge color="blue" variant="light" data-testid="payout-status">
      {t('payouts.status.unpaid')}
    </Badge>
  );
}

/** CSV and PDF of a statement: mine (userId null) or a fancier's for staff. */
export function StatementDownloads({ seasonId, userId }: { seasonId: number; userId: number | null }) {
  const { t } = useTranslation();
  const { code: lang } = useLanguage();
  const download = useDownloadStatement();
  const get = (format: 'csv' | 'pdf') => download.mutate({ seasonId, userId, format, lang });
  return (
    <Group gap="xs">
      <Button size="xs" variant="default" onClick={() => get('pdf')} loading={download.isPending && download.variables?.format === 'pdf'} data-testid="statement-pdf">
        {t('payouts.downloadPdf')}
      </Button>
      <Button size="xs" variant="default" onClick={() => get('csv')} loading={download.isPending && download.variables?.format === 'csv'} data-testid="statement-csv">
        {t('payouts.downloadCsv')}
      </Button>
    </Group>
  );
}

/** A statement's prizes and refunds, its total, and the payout's history. */
export function PayoutStatementView({ statement: s }: { statement: PayoutStatement }) {
  const { t } = useTranslation();
  const { intlLocale } = useLanguage();
  const money = (c: number) => formatCurrency(c, s.currency, intlLocale);
  return (
    <Stack gap="xs" data-testid="payout-statement">
      {(s.lines ?? []).length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="payout-lines-empty">
          {t('payouts.noLines')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table striped verticalSpacing={4} data-testid="payout-lines">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('payouts.race')}</Table.Th>
                <Table.Th>{t('flights.columns.ring')}</Table.Th>
                <Table.Th>{t('flights.columns.team')}</Table.Th>
                <Table.Th ta="end">{t('flights.columns.rank')}</Table.Th>
                <Table.Th ta="end">{t('payouts.amount')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(s.lines ?? []).map((l, i) => (
                <Table.Tr key={i} data-testid="payout-line">
                  <Table.Td dir="auto">{l.flight}</Table.Td>
                  <Table.Td>
                    {l.ring}
                    {l.pigeon_name ? ` · ${l.pigeon_name}` : ''}
                  </Table.Td>
                  <Table.Td dir="auto">{l.team}</Table.Td>
                  <Table.Td ta="end">{l.refund ? t('payouts.refund') : l.place}</Table.Td>
                  <Table.Td ta="end">{money(l.amount)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th colSpan={4}>{t('payouts.total')}</Table.Th>
                <Table.Th ta="end" data-testid="payout-total">
                  {money(s.total)}
                </Table.Th>
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </Table.ScrollContainer>
      )}
      <Group gap="lg">
        <Text size="sm">
          {t('payouts.paid')}: <b data-testid="payout-paid">{money(s.paid)}</b>
        </Text>
        <Text size="sm">
          {t('payouts.owed')}: <b data-testid="payout-owed">{money(s.owed)}</b>
        </Text>
      </Group>
      {(s.history ?? []).length > 0 && (
        <Stack gap={2} data-testid="payout-history">
          <Text size="sm" fw={600}>
            {t('payouts.history')}
          </Text>
          {[...(s.history ?? [])].reverse().map((h) => (
            <Text key={h.id} size="xs" c="dimmed" data-testid="payout-history-entry">
              {formatDateTime(h.created_at, intlLocale)} · {h.status === 'paid' ? t('payouts.markedPaid', { amount: money(h.amount) }) : t('payouts.markedUnpaid')}
              {h.note ? ` · ${h.note}` : ''}
            </Text>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
