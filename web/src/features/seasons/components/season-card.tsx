import { Anchor, Button, Card, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { SeasonListing } from '../api/get-seasons';
import { LoftLine } from './loft-line';
import { RegistrationBadge, SeasonFacts } from './season-facts';

/** A season in the browse list: its loft, registration dates, spots, entry fee, and the way to register while open. */
export function SeasonCard({ season }: { season: SeasonListing }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="md" data-testid="season-card" data-season-id={season.id}>
      <Stack gap="xs" h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Anchor
            component={Link}
            to={paths.seasonDetails.getHref(season.id)}
            fw={700}
            lineClamp={2}
            c="dark"
            data-testid="season-link"
            dir="auto"
            style={{ overflowWrap: 'anywhere' }}
          >
            {season.name}
          </Anchor>
          <RegistrationBadge open={season.registration_open} />
        </Group>
        <LoftLine loft={season.loft} />
        <SeasonFacts season={season} />
        <Group gap="xs" mt="auto" pt="xs">
          <Button component={Link} to={paths.seasonDetails.getHref(season.id)} variant="light" size="xs">
            {t('browse.details')}
          </Button>
          {season.registration_open && (
            <Button component={Link} to={paths.seasonRegister.getHref(season.loft.id, season.id)} size="xs" data-testid="season-register">
              {t('browse.register')}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
