import { Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCountryName } from '@/lib/api/countries/get-countries';
import { formatDateTime } from '@/lib/format';
import { useLanguage } from '@/lib/i18n/use-language';
import { useTeamHistory, type TeamHistoryEntry } from '../api/get-team-history';

/** One history entry in words: "Renamed from A to B", "Given by A to B", … */
function useDescribe() {
  const { t } = useTranslation();
  const countryName = useCountryName();
  return (e: TeamHistoryEntry): string => {
    const d = e.detail as Record<string, unknown>;
    const pair = (k: string) => (Array.isArray(d[k]) ? (d[k] as unknown[]).map(String) : null);
    switch (e.action) {
      case 'create':
        return t('fanciers.history.create', { name: String(d.name ?? '') });
      case 'give': {
        const f = pair('fancier');
        return t('fanciers.history.give', { from: f?.[0] ?? '', to: f?.[1] ?? '' });
      }
      case 'update': {
        const parts: string[] = [];
        const name = pair('name');
        const country = pair('country');
        if (name) parts.push(t('fanciers.history.rename', { from: name[0], to: name[1] }));
        if (country) parts.push(t('fanciers.history.country', { from: countryName(country[0]), to: countryName(country[1]) }));
        return parts.join('; ');
      }
      default:
        return e.action;
    }
  };
}

/** Who made the team, renamed it and gave it away, and when; newest first. */
export function TeamHistory({ teamId }: { teamId: number }) {
  const { t } = useTranslation();
  const { intlLocale } = useLanguage();
  const describe = useDescribe();
  const { data, isPending } = useTeamHistory(teamId);
  if (isPending) return <Loader size="xs" />;
  return (
    <Stack gap={2} data-testid="team-history">
      <Text size="sm" fw={600}>
        {t('fanciers.history.title')}
      </Text>
      {(data ?? []).length === 0 && (
        <Text size="xs" c="dimmed">
          {t('fanciers.history.none')}
        </Text>
      )}
      {(data ?? []).map((e) => (
        <Text key={e.id} size="xs" c="dimmed" data-testid="team-history-entry">
          {formatDateTime(e.created_at, intlLocale)} · {describe(e)} · {e.author || t('fanciers.system')}
        </Text>
      ))}
    </Stack>
  );
}
