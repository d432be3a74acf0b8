import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { useCountryName } from '@/lib/api/countries/get-countries';
import { formatDateTime } from '@/lib/format';
import { useLanguage } from '@/lib/i18n/use-language';
import type { AdminLoft } from '../api/get-admin-loft';
import { formatDay } from '../lib/day';
import { detailLines, HISTORY_ACTIONS } from '../lib/history';

/** The i18n key naming each field an entry's detail can hold; others are shown by their name. */
const DETAIL_LABELS: Record<string, string> = {
  name: 'adminLofts.fields.name',
  unit: 'adminLofts.fields.unit',
  currency: 'adminLofts.fields.currency',
  time_zone: 'adminLofts.fields.timeZone',
  country: 'adminLofts.fields.country',
  description: 'adminLofts.fields.description',
  email: 'adminLofts.fields.email',
  phone: 'adminLofts.fields.phone',
  website: 'adminLofts.fields.website',
  tags: 'adminLofts.fields.tags',
  package: 'adminLofts.fields.package',
  city: 'adminLofts.fields.city',
  street: 'adminLofts.fields.street',
  zipcode: 'adminLofts.fields.zipcode',
  latitude: 'adminLofts.fields.latitude',
  longitude: 'adminLofts.fields.longitude',
  starts_on: 'adminLofts.subscriptions.startsOn',
  ends_on: 'adminLofts.detail.endsOn',
  last_day: 'adminLofts.detail.lastDay',
  body: 'adminLofts.detail.body',
  is_merchant: 'adminLofts.staff.merchant',
  is_agent: 'adminLofts.staff.agent',
  is_active: 'adminLofts.staff.active',
  was: 'adminLofts.detail.was',
  new_account: 'adminLofts.detail.newAccount',
};

/** The History tab: the loft's audit log, newest first, with who and when. */
export function HistoryTab({ loft }: { loft: AdminLoft }) {
  const { t } = useTranslation();
  const { intlLocale } = useLanguage();
  const countryName = useCountryName();
  const entries = loft.history ?? [];
  const format = (field: string, v: unknown): string | undefined => {
    if (field === 'was' && v && typeof v === 'object') {
      const labels: Record<string, string> = { is_merchant: 'adminLofts.staff.merchant', is_agent: 'adminLofts.staff.agent', is_active: 'adminLofts.staff.active' };
      return Object.entries(v as Record<string, unknown>)
        .map(([k, x]) => `${labels[k] ? t(labels[k]) : k}: ${x ? '✓' : '✗'}`)
        .join(', ');
    }
    if (typeof v !== 'string' || v === '') return undefined;
    if (field === 'package') return t(`lofts.package.${v}`, { defaultValue: v });
    if (field === 'unit') return t(`adminLofts.units.${v}`, { defaultValue: v });
    if (field === 'country') return countryName(v);
    if (/^\d{4}-\d{2}-\d{2}$/.test(v)) return formatDay(v, intlLocale);
    return undefined;
  };
  const actionLabel = (a: string) => ((HISTORY_ACTIONS as readonly string[]).includes(a) ? t(`adminLofts.history.actions.${a}`) : a);
  const fieldLabel = (f: string, action: string) => {
    // A staff entry's name and e-mail are the person's, not the loft's.
    if (action.startsWith('permission_') && (f === 'name' || f === 'email')) return t(f === 'name' ? 'adminLofts.staff.member' : 'adminLofts.staff.email');
    const [area, field] = f.startsWith('display_fields.') ? f.split('.').slice(1) : [];
    if (area && field) return `${t(`adminLofts.display.areas.${area}`, { defaultValue: area })}: ${t(`adminLofts.display.fields.${field}`, { defaultValue: field })}`;
    const key = DETAIL_LABELS[f];
    return key ? t(key) : f;
  };
  if (entries.length === 0) return <EmptyState testId="history-empty">{t('adminLofts.history.empty')}</EmptyState>;
  return (
    <Stack gap="xs" maw={960} data-testid="history">
      {entries.map((e) => (
        <Paper key={e.id} withBorder p="sm" radius="md" data-testid="history-entry">
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Badge variant="light">{actionLabel(e.action)}</Badge>
            <Text size="xs" c="dimmed">
              {formatDateTime(e.created_at, intlLocale)} · {e.created_by_name || t('adminLofts.history.system')}
            </Text>
          </Group>
          {detailLines(e, format).map((l) => (
            <Text key={l.field} size="sm" mt={4} style={{ overflowWrap: 'anywhere' }}>
              <Text span fw={500}>
                {fieldLabel(l.field, e.action)}:
              </Text>{' '}
              {l.from !== undefined ? (
                <>
                  <Text span c="dimmed" td="line-through">
                    {l.from}
                  </Text>{' '}
                  → {l.to}
                </>
              ) : (
                l.to
              )}
            </Text>
          ))}
        </Paper>
      ))}
    </Stack>
  );
}
