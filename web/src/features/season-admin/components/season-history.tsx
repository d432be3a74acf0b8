import { Anchor, Button, List, Stack, Text, Timeline } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import { formatCurrency } from '@/lib/currency';
import { useLanguage } from '@/lib/i18n/use-language';
import { useSeasonLoftTime } from '@/lib/use-season-loft-time';
import type { AdminSeason } from '../api/get-admin-season';
import { changesOf, fieldLabel, formatValue, subjectOf } from '../lib/history';

type Entry =
  { kind: 'state'; at: string; item: NonNullable<AdminSeason['state_history']>[number] } | { kind: 'audit'; at: string; item: NonNullable<AdminSeason['audit']>[number] };

const FIRST = 20;

/** The season's state changes and the changes of its settings, due dates and products, newest first, with who and when (on the loft's clock). */
export function SeasonHistory({ season }: { season: AdminSeason }) {
  const { t } = useTranslation();
  const { format } = useSeasonLoftTime(season.id);
  const [all, setAll] = useState(false);
  const entries: Entry[] = [
    ...(season.state_history ?? []).map((item) => ({ kind: 'state' as const, at: item.created_at, item })),
    ...(season.audit ?? []).map((item) => ({ kind: 'audit' as const, at: item.created_at, item })),
  ]
    // Newest first; at the same instant (a season's creation writes both) the state comes above the record of the creation.
    .sort((a, b) => Date.parse(b.at) - Date.parse(a.at) || (a.kind === b.kind ? b.item.id - a.item.id : a.kind === 'state' ? -1 : 1));
  if (entries.length === 0) return <EmptyState>{t('adminSeasons.history.empty')}</EmptyState>;
  const shown = all ? entries : entries.slice(0, FIRST);
  const who = (by: { name: string } | undefined) => by?.name || t('adminSeasons.history.system');

  return (
    <Stack gap="sm">
      <Timeline bulletSize={12} lineWidth={2} data-testid="season-history">
        {shown.map((e) => (
          <Timeline.Item key={`${e.kind}-${e.item.id}`} title={<EntryTitle entry={e} />} data-testid="season-history-entry" data-kind={e.kind}>
            <Text size="xs" c="dimmed">
              {t('adminSeasons.history.byAt', { who: who(e.item.created_by), at: format(e.at) })}
            </Text>
            {e.kind === 'audit' && <Changes action={e.item.action} detail={e.item.detail} currency={season.currency} />}
          </Timeline.Item>
        ))}
      </Timeline>
      {!all && entries.length > FIRST && (
        <Button variant="subtle" size="xs" w="fit-content" onClick={() => setAll(true)} data-testid="season-history-all">
          {t('adminSeasons.history.showAll', { count: entries.length })}
        </Button>
      )}
    </Stack>
  );
}

function EntryTitle({ entry }: { entry: Entry }) {
  const { t } = useTranslation();
  if (entry.kind === 'state') {
    const s = entry.item;
    return (
      <Text size="sm" fw={600}>
        {t('adminSeasons.history.stateChange', {
          state: t(`seasons.state.${s.state}`),
          registration: t(s.registration_open ? 'seasons.registrationOpen' : 'seasons.registrationClosed'),
        })}
      </Text>
    );
  }
  const { action, detail } = entry.item;
  const label = t(`adminSeasons.history.action.${action}`, { defaultValue: action });
  const subject = subjectOf(detail);
  const link = (id: unknown, text: string) =>
    typeof id === 'number' ? (
      <Anchor component={Link} to={paths.adminSeason.getHref(id)} size="sm">
        {text}
      </Anchor>
    ) : (
      text
    );
  return (
    <Text size="sm" fw={600} style={{ wordBreak: 'break-word' }}>
      {label}
      {subject && `: ${subject}`}
      {action === 'copy' && <> · {link(detail.copied_from, t('adminSeasons.history.copiedFrom', { id: String(detail.copied_from) }))}</>}
      {action === 'copied' && <> · {link(detail.copy_id, t('adminSeasons.history.copiedTo', { name: String(detail.name ?? '') }))}</>}
    </Text>
  );
}

function Changes({ action, detail, currency }: { action: string; detail: Record<string, unknown>; currency: AdminSeason['currency'] }) {
  const { t } = useTranslation();
  const { intlLocale } = useLanguage();
  const changes = changesOf(detail);
  if (changes.length === 0) return null;
  const value = (field: string, v: unknown) => formatValue(field, v, t, currency, (c, cur) => formatCurrency(c, cur, intlLocale));
  const created = action.startsWith('create') || action === 'copy';
  const deleted = action.startsWith('delete');
  return (
    <List size="xs" spacing={2} mt={4} style={{ wordBreak: 'break-word' }}>
      {changes.map((c) => (
        <List.Item key={c.field} data-testid="season-history-change">
          {created
            ? t('adminSeasons.history.set', { field: fieldLabel(c.field, t), value: value(c.field, c.to) })
            : deleted
              ? t('adminSeasons.history.removed', { field: fieldLabel(c.field, t), value: value(c.field, c.from) })
              : t('adminSeasons.history.change', { field: fieldLabel(c.field, t), from: value(c.field, c.from), to: value(c.field, c.to) })}
        </List.Item>
      ))}
    </List>
  );
}
