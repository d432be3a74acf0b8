import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminPage } from '@/components/layouts/admin-page';
import { Panel } from '@/components/ui/panel';
import { paths } from '@/config/paths';
import { useBreadcrumbOverride } from '@/lib/page-meta';
import { useAdminSeason } from '../api/get-admin-season';
import { DueDateEditor } from './due-date-editor';
import { ProductEditor } from './product-editor';
import { SeasonBadges } from './season-badges';
import { SeasonHistory } from './season-history';
import { SeasonPlaces } from './season-places';
import { RaceRulesEditor } from './race-rules-editor';
import { SeasonMainSettings, SeasonPaymentDays, SeasonRules } from './season-settings';
import { SeasonStateForm } from './season-state-form';

/**
 * `/admin/seasons/{id}`: everything about one season on one page — its settings, state and registration, due dates,
 * products, payment working days, rules text and history.
 */
export function SeasonEdit({ id }: { id: number }) {
  const { t } = useTranslation();
  const season = useAdminSeason(id);
  useBreadcrumbOverride(paths.adminSeason.getHref(id), season.name);
  return (
    <AdminPage
      title={<span style={{ wordBreak: 'break-word' }}>{season.name}</span>}
      actions={
        <Group gap="xs">
          <Button variant="light" component={Link} to={paths.adminSeasonIntake.getHref(season.id)} data-testid="season-intake">
            {t('intake.title')}
          </Button>
          <Button variant="light" component={Link} to={`${paths.adminSeasonCreate.getHref()}?from=${season.id}`} data-testid="season-copy">
            {t('adminSeasons.copyThis')}
          </Button>
        </Group>
      }
    >
      <Stack gap="md">
        <Group gap="lg" wrap="wrap" align="flex-start" data-testid="season-summary">
          <Text fw={600} style={{ wordBreak: 'break-word' }}>
            {season.loft_name}
          </Text>
          <SeasonBadges state={season.state} registrationOpen={season.registration_open} />
          <SeasonPlaces taken={season.places_taken.total} capacity={season.total_spots} />
          <Text size="sm" c="dimmed">
            {t('adminSeasons.ordersCount', { count: season.orders_count })}
          </Text>
        </Group>
        <SeasonMainSettings season={season} />
        <Panel title={t('adminSeasons.sections.state')} hint={t('adminSeasons.hints.state')} testId="season-state">
          <SeasonStateForm key={`${season.state}-${season.registration_open}`} season={season} />
        </Panel>
        <Suspense fallback={<Loader size="sm" />}>
          <Panel title={t('adminSeasons.sections.dueDates')} hint={t('adminSeasons.hints.dueDates')} testId="season-due-dates">
            <DueDateEditor seasonId={season.id} />
          </Panel>
          <Panel title={t('adminSeasons.sections.products')} hint={t('adminSeasons.hints.products')} testId="season-products">
            <ProductEditor key={season.currency} seasonId={season.id} currency={season.currency} />
          </Panel>
        </Suspense>
        <SeasonPaymentDays season={season} />
        <RaceRulesEditor key={JSON.stringify(season.race_rules ?? null)} season={season} />
        <SeasonRules season={season} />
        <Panel title={t('adminSeasons.sections.history')} testId="season-history-section">
          <SeasonHistory season={season} />
        </Panel>
      </Stack>
    </AdminPage>
  );
}
