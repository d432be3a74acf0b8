import { Anchor, Badge, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCurrency } from '@/lib/currency';
import { formatDay } from '@/lib/format';
import { useLanguage } from '@/lib/i18n/use-language';
import type { AdminList, AdminRow } from '../api/get-admin-rows';
import { rowHref, statusKey } from '../lib/status-label';

/** A time of a row across lofts, in UTC and saying so: the lofts of one list have different time zones. */
function utc(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(iso)) + ' UTC';
}

/** One page of an admins' list: what, where (loft and season, linked), status, when, amount. */
export function AdminRowsTable({ list, rows }: { list: AdminList; rows: AdminRow[] }) {
  const { t } = useTranslation();
  const { intlLocale } = useLanguage();
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table striped verticalSpacing="xs" data-testid="admin-rows">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('adminTools.columns.what')}</Table.Th>
            <Table.Th>{t('adminTools.columns.where')}</Table.Th>
            <Table.Th visibleFrom="sm">{t('adminTools.columns.when')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={`${r.id}-${r.loft_id}`} data-testid="admin-row">
              <Table.Td maw={360}>
                <Group gap={6} wrap="wrap">
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {r.title || '–'}
                  </Text>
                  {r.status && (
                    <Badge variant="light" size="sm" data-testid="admin-row-status">
                      {t(statusKey(list, r.status))}
                    </Badge>
                  )}
                </Group>
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {r.detail}
                  {r.amount != null && r.currency ? ` · ${formatCurrency(r.amount, r.currency as 'EUR' | 'USD', intlLocale)}` : ''}
                </Text>
                {(r.history ?? []).length > 0 && (
                  <Stack gap={0} mt={4} data-testid="admin-row-history">
                    {(r.history ?? []).map((h, i) => (
                      <Text key={i} size="xs">
                        {`${utc(h.at, intlLocale)} · ${t(`pigeons.statuses.${h.status}`)}`}
                      </Text>
                    ))}
                  </Stack>
                )}
              </Table.Td>
              <Table.Td>
                <Anchor component={Link} to={rowHref(list, r)} data-testid="admin-row-loft">
                  {r.loft_name}
                </Anchor>
                {r.season_name && <Text size="sm">{r.season_name}</Text>}
              </Table.Td>
              <Table.Td visibleFrom="sm">
                <Text size="sm">{r.day ? `${formatDay(r.day, intlLocale)} – ${r.end_day ? formatDay(r.end_day, intlLocale) : ''}` : r.at ? utc(r.at, intlLocale) : '–'}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
