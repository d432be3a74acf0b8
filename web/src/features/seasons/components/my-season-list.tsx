import { Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import { useMySeasons, type MySeason } from '../api/get-my-seasons';
import { LoftLine } from './loft-line';

function MySeasonCard({ season, action }: { season: MySeason; action?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" data-testid="my-season" data-season-id={season.id}>
      <Stack gap="xs" h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Anchor
            component={Link}
            to={paths.seasonDetails.getHref(season.id)}
            fw={700}
            c="dark"
            lineClamp={2}
            data-testid="my-season-link"
            dir="auto"
            style={{ overflowWrap: 'anywhere' }}
          >
            {season.name}
          </Anchor>
          <Badge variant="light" color="blue" style={{ flexShrink: 0 }}>
            {t(`seasons.state.${season.state}`)}
          </Badge>
        </Group>
        <LoftLine loft={season.loft} />
        <Group gap="md">
          <Text size="sm" data-testid="my-season-pigeons">
            {t('browse.pigeons', { count: season.pigeons })}
          </Text>
          <Text size="sm" data-testid="my-season-orders">
            {t('browse.orders', { count: season.orders })}
          </Text>
        </Group>
        <Group gap="xs" mt="auto" pt="xs">
          <Button component={Link} to={paths.seasonDetails.getHref(season.id)} variant="light" size="xs">
            {t('browse.openSeason')}
          </Button>
          {season.latest_order_id != null && (
            <Button component={Link} to={paths.registration.getHref(season.latest_order_id)} variant="light" size="xs" data-testid="my-season-registration">
              {t('browse.openRegistration')}
            </Button>
          )}
          {season.state !== 'draft' && (
            <Button component={Link} to={paths.myPayout.getHref(season.id)} variant="light" size="xs" data-testid="my-season-payout">
              {t('payouts.myTitle')}
            </Button>
          )}
          <Button component={Link} to={paths.loft.getHref(season.loft.id)} variant="subtle" size="xs">
            {t('browse.openLoft')}
          </Button>
          {action}
        </Group>
      </Stack>
    </Card>
  );
}

/** `/my-seasons`: the seasons I have pigeons or open registrations in, newest first; `seasonAction` adds a control per season. */
export function MySeasonList({ seasonAction }: { seasonAction?: (seasonId: number) => ReactNode }) {
  const { t } = useTranslation();
  const seasons = useMySeasons();
  if (seasons.length === 0) {
    return (
      <Stack align="flex-start">
        <EmptyState testId="my-seasons-empty">{t('browse.mySeasonsEmpty')}</EmptyState>
        <Button component={Link} to={paths.browseSeasons.getHref()} variant="light">
          {t('browse.browseSeasons')}
        </Button>
      </Stack>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} data-testid="my-season-list">
      {seasons.map((s) => (
        <MySeasonCard key={s.id} season={s} action={seasonAction?.(s.id)} />
      ))}
    </SimpleGrid>
  );
}
