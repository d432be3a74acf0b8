import { Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamWithPigeons } from '@/lib/api/types';
import { useCountryName } from '@/lib/api/countries/get-countries';

/** The team's name, fancier and country; the pigeon list and `actions` are passed in by the route. */
export function TeamView({ team, actions, children }: { team: TeamWithPigeons; actions?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation();
  const countryName = useCountryName();
  return (
    <Stack>
      <Group gap="sm" wrap="wrap">
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }} data-testid="team-name">
          {team.name}
        </Title>
        {actions}
      </Group>
      <Card withBorder radius="md">
        <Group gap="xl" wrap="wrap">
          <div>
            <Text size="xs" c="dimmed">
              {t('teams.fancier')}
            </Text>
            <Text fw={500}>{team.fancier}</Text>
          </div>
          <div>
            <Text size="xs" c="dimmed">
              {t('teams.country')}
            </Text>
            <Text fw={500}>{countryName(team.country)}</Text>
          </div>
          <div>
            <Text size="xs" c="dimmed">
              {t('teams.pigeonsCount')}
            </Text>
            <Text fw={500}>{team.pigeons_count}</Text>
          </div>
        </Group>
      </Card>
      <Title order={2} fz="h3">
        {t('pigeons.pigeons')}
      </Title>
      {children}
    </Stack>
  );
}
