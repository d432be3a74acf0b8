import { Anchor, Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { useBreadcrumbOverride } from '@/lib/page-meta';
import { useSeasonSummary, type SeasonSummary } from '../api/get-season-summary';
import { FunnelList } from './funnel-list';
import { PrizeFigures } from './prize-figures';
import { RacesTable } from './races-table';

function Section({ title, hint, testId, children }: { title: string; hint?: string; testId: string; children: ReactNode }) {
  return (
    <Stack gap="sm" data-testid={testId}>
      <Stack gap={2}>
        <Title order={2} fz="h3">
          {title}
        </Title>
        {hint && (
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
        )}
      </Stack>
      {children}
    </Stack>
  );
}

/**
 * `/lofts/{id}/seasons/{seasonId}/summary`: the season's archive page — its birds from registered to home with the
 * losses of each stage, its races with their winners and what closed them, the prize money paid and the rules applied.
 * The written rules are another feature's: the route composes them (renderRules).
 */
export function SeasonSummaryScreen({ id, renderRules }: { id: number; renderRules?: (summary: SeasonSummary) => ReactNode }) {
  const { t } = useTranslation();
  const summary = useSeasonSummary(id);
  const loftId = summary.loft.id;
  useBreadcrumbOverride(paths.loft.getHref(loftId), summary.loft.name);
  // the season's crumb between the loft and its summary is no page of its own: it names the season
  useBreadcrumbOverride(`${paths.loft.getHref(loftId)}/seasons/${summary.id}`, summary.name);
  const races = summary.races ?? [];
  return (
    <Stack gap="xl" data-testid="season-summary">
      <Stack gap="xs">
        <PageTitle>
          <bdi style={{ overflowWrap: 'anywhere' }}>{summary.name}</bdi>
        </PageTitle>
        <Group gap="xs" mt={-8} wrap="wrap">
          <Badge variant="light" color="blue">
            {t(`seasons.state.${summary.state}`)}
          </Badge>
          <Anchor component={Link} to={paths.loft.getHref(loftId)} size="sm" style={{ overflowWrap: 'anywhere' }}>
            <bdi>{summary.loft.name}</bdi>
          </Anchor>
          <Anchor component={Link} to={paths.seasonDetails.getHref(summary.id)} size="sm" data-testid="summary-season-link">
            {t('seasonSummary.seasonPage')}
          </Anchor>
        </Group>
      </Stack>
      <Section title={t('seasonSummary.funnel')} hint={t('seasonSummary.funnelHint')} testId="summary-funnel-section">
        <FunnelList funnel={summary.funnel} />
      </Section>
      <Section title={t('seasonSummary.races')} hint={t('loftTime.days', { name: summary.loft.time_zone })} testId="summary-races">
        {races.length === 0 ? (
          <EmptyState testId="summary-no-races">{t('seasonSummary.noRaces')}</EmptyState>
        ) : (
          <RacesTable races={races} loftId={loftId} timeZone={summary.loft.time_zone} unit={summary.unit} />
        )}
      </Section>
      <Section title={t('seasonSummary.prizes')} testId="summary-prizes">
        <PrizeFigures prizes={summary.prizes} currency={summary.currency} />
      </Section>
      {renderRules && (
        <Section title={t('seasonSummary.rules')} hint={t('seasonSummary.rulesHint')} testId="summary-rules">
          {renderRules(summary)}
        </Section>
      )}
    </Stack>
  );
}
