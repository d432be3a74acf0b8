import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Panel } from '@/components/ui/panel';
import { useAdminSeason } from '../api/get-admin-season';
import { RaceRulesEditor } from './race-rules-editor';
import { SeasonHistory } from './season-history';
import { SeasonMainSettings, SeasonPaymentDays, SeasonRules } from './season-settings';
import { SeasonStateForm } from './season-state-form';

/**
 * The parts of a season's page that a loft's workspace shows as sections of their own (the page `/admin/seasons/{id}`
 * shows them all at once). Each loads the season's administration view; the caller gives a Suspense boundary.
 */
export function SeasonSettingsSection({ seasonId }: { seasonId: number }) {
  const { t } = useTranslation();
  const season = useAdminSeason(seasonId);
  return (
    <Stack gap="md">
      <SeasonMainSettings season={season} />
      <Panel title={t('adminSeasons.sections.state')} hint={t('adminSeasons.hints.state')} testId="season-state">
        <SeasonStateForm key={`${season.state}-${season.registration_open}`} season={season} />
      </Panel>
      <SeasonPaymentDays season={season} />
      <SeasonRules season={season} />
    </Stack>
  );
}

/** The season's race rules (which flights count, aces, the final). */
export function SeasonRaceRulesSection({ seasonId }: { seasonId: number }) {
  const season = useAdminSeason(seasonId);
  return <RaceRulesEditor key={JSON.stringify(season.race_rules ?? null)} season={season} />;
}

/** The season's state changes and edits, newest first. */
export function SeasonHistorySection({ seasonId }: { seasonId: number }) {
  const season = useAdminSeason(seasonId);
  return <SeasonHistory season={season} />;
}
