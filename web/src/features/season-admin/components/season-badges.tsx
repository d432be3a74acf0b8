import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SeasonState } from '../lib/season-form';

const STATE_COLORS: Record<SeasonState, string> = { draft: 'gray', in_progress: 'blue', over: 'dark' };

/** The season's state and whether its registration is open, as badges. */
export function SeasonBadges({ state, registrationOpen }: { state: SeasonState; registrationOpen: boolean }) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="wrap">
      <Badge color={STATE_COLORS[state]} variant="light" data-testid="season-state-badge">
        {t(`seasons.state.${state}`)}
      </Badge>
      <Badge color={registrationOpen ? 'teal' : 'gray'} variant={registrationOpen ? 'filled' : 'outline'} data-testid="season-registration-badge">
        {t(registrationOpen ? 'seasons.registrationOpen' : 'seasons.registrationClosed')}
      </Badge>
    </Group>
  );
}
