import { Anchor, Badge, Group, NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { Season } from '@/lib/api/types';

/** The season the tabs show: by default the running one, else the newest. */
export function defaultSeason(seasons: Season[]): Season | undefined {
  return seasons.find((s) => s.state === 'in_progress') ?? [...seasons].sort((a, b) => b.id - a.id)[0];
}

/** The season picker of a loft's tabs, with the chosen season's state and a link to its summary (the season archive). */
export function SeasonSelect({ loftId, seasons, value, onChange }: { loftId: number; seasons: Season[]; value?: Season; onChange: (id: number) => void }) {
  const { t } = useTranslation();
  if (!value) return null;
  return (
    <Group gap="sm" wrap="wrap" mb="sm">
      <NativeSelect
        aria-label={t('seasons.season')}
        data-testid="season-select"
        size="sm"
        w={220}
        data={seasons.map((s) => ({ value: String(s.id), label: s.name }))}
        value={String(value.id)}
        onChange={(e) => onChange(Number(e.currentTarget.value))}
      />
      <Badge variant="light" color={value.state === 'in_progress' ? 'teal' : 'gray'}>
        {t(`seasons.state.${value.state}`)}
      </Badge>
      <Badge variant="outline" color={value.registration_open ? 'teal' : 'gray'}>
        {value.registration_open ? t('seasons.registrationOpen') : t('seasons.registrationClosed')}
      </Badge>
      <Anchor component={Link} to={paths.seasonSummary.getHref(loftId, value.id)} size="sm" data-testid="season-summary-link">
        {t('seasonSummary.link')}
      </Anchor>
    </Group>
  );
}
