import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { useBreadcrumbOverride } from '@/lib/page-meta';
import { useSeasonDetails, type SeasonDetails } from '../api/get-season-details';
import { DueDateList } from './due-date-list';
import { LoftLine } from './loft-line';
import { ProductGrid } from './product-grid';
import { RaceRulesView } from './race-rules';
import { RulesText } from './rules-text';
import { RegistrationBadge, SeasonFacts } from './season-facts';

function Section({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Stack gap="sm" data-testid={testId}>
      <Title order={2} fz="h3">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/**
 * `/seasons/{id}`: a season's page — registration, spots, entry fees, the pigeon sale when the season sells birds, due
 * dates, products and packages — and its Rules tab (`?tab=rules`): the written race rules and the loft's own text. The
 * sale is another feature's: the route composes it (renderSale).
 */
export function SeasonDetailsScreen({ id, renderSale }: { id: number; renderSale?: (season: SeasonDetails) => ReactNode }) {
  const { t } = useTranslation();
  const season = useSeasonDetails(id);
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'rules' ? 'rules' : 'season';
  const onTab = (next: string | null) =>
    setParams(
      (p) => {
        if (next === 'rules') p.set('tab', 'rules');
        else p.delete('tab');
        return p;
      },
      { replace: true },
    );
  useBreadcrumbOverride(paths.seasonDetails.getHref(id), season.name);
  const limits = (
    [
      ['browse.maxPigeons', season.max_pigeons],
      ['browse.maxActive', season.max_active],
      ['browse.maxReserve', season.max_reserve],
    ] as const
  ).filter(([, n]) => n != null);
  const register = season.registration_open && (
    <Button component={Link} to={paths.seasonRegister.getHref(season.loft.id, season.id)} data-testid="season-register">
      {t('browse.register')}
    </Button>
  );
  return (
    <Stack gap="xl" data-testid="season-details">
      <Stack gap="xs">
        <PageTitle right={register}>
          <bdi style={{ overflowWrap: 'anywhere' }}>{season.name}</bdi>
        </PageTitle>
        <Group gap="xs" mt={-8}>
          <RegistrationBadge open={season.registration_open} />
          <Badge variant="light" color="blue">
            {t(`seasons.state.${season.state}`)}
          </Badge>
          <Anchor component={Link} to={paths.seasonSummary.getHref(season.loft.id, season.id)} size="sm" data-testid="season-summary-link">
            {t('seasonSummary.link')}
          </Anchor>
        </Group>
        <LoftLine loft={season.loft} />
      </Stack>
      <Tabs value={tab} onChange={onTab} keepMounted={false}>
        <Tabs.List mb="lg">
          <Tabs.Tab value="season" data-testid="season-tab-season">
            {t('browse.seasonTab')}
          </Tabs.Tab>
          <Tabs.Tab value="rules" data-testid="season-tab-rules">
            {t('browse.rules')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="season">
          <Stack gap="xl">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <Paper withBorder radius="md" p="md">
                <SeasonFacts season={season} />
                {season.total_spots != null && (
                  <Text size="sm" c="dimmed" mt={6} data-testid="capacity">
                    {t('browse.capacity', { count: season.total_spots })}
                  </Text>
                )}
              </Paper>
              <Paper withBorder radius="md" p="md">
                <Text fw={600} size="sm" mb={6}>
                  {t('browse.limits')}
                </Text>
                {limits.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    {t('browse.noLimits')}
                  </Text>
                ) : (
                  limits.map(([key, n]) => (
                    <Text size="sm" key={key}>
                      {t(key, { count: n })}
                    </Text>
                  ))
                )}
              </Paper>
            </SimpleGrid>
            {renderSale && season.products?.some((p) => p.category === 'sale') && renderSale(season)}
            <Section title={t('browse.dueDates')} testId="season-due-dates">
              <DueDateList dueDates={season.due_dates ?? []} timeZone={season.loft.time_zone} />
            </Section>
            <Section title={t('browse.products')} testId="season-products">
              <ProductGrid products={season.products ?? []} />
            </Section>
            {register && <Group>{register}</Group>}
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="rules">
          <Stack gap="xl">
            <Section title={t('raceRules.title')} testId="season-race-rules">
              <RaceRulesView rules={season.race_rules} />
            </Section>
            <Section title={t('raceRules.loftText')} testId="season-rules">
              <RulesText text={season.rules_text} />
            </Section>
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
