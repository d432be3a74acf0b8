import { Badge, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Schema } from '@/lib/api/types';
import { formatNumber } from '@/lib/format';
import { useLanguage } from '@/lib/i18n/use-language';
import { funnelSteps, type FunnelStep } from '../lib/funnel';

type Funnel = Schema<'SeasonFunnel'>;

function StepLabel({ step }: { step: FunnelStep }) {
  const { t } = useTranslation();
  if (step.kind !== 'stage' || !step.stage) return <Text fw={600}>{t(`seasonSummary.steps.${step.kind}`)}</Text>;
  return (
    <Group gap={6} wrap="wrap">
      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
        <bdi>{step.stage.name}</bdi>
      </Text>
      <Badge size="sm" variant="light">
        {t(`flights.kinds.${step.stage.kind}`)}
      </Badge>
    </Group>
  );
}

/** What happened at a step: the birds basketed, home, late, lost or still awaited, and those gone before it. */
function StepFacts({ step, funnel }: { step: FunnelStep; funnel: Funnel }) {
  const { t } = useTranslation();
  const { intlLocale } = useLanguage();
  const n = (v: number) => formatNumber(v, intlLocale);
  const facts: [string, number, string?][] = [];
  if (step.kind === 'delivered') facts.push(['notDelivered', funnel.registered - funnel.delivered, 'orange']);
  if (step.stage) {
    const s = step.stage;
    facts.push(['goneBefore', s.gone_before, 'orange'], ['basketed', s.basketed], ['home', s.home, 'teal'], ['late', s.late], ['lost', s.lost, 'red'], ['awaited', s.awaited]);
  }
  if (step.kind === 'remaining') facts.push(['lostInRaces', funnel.lost_in_races, 'red'], ['lostOutside', funnel.lost_outside, 'orange']);
  const shown = facts.filter(([key, count]) => count > 0 || key === 'basketed' || key === 'home' || key === 'lost');
  if (shown.length === 0) return null;
  return (
    <Group gap={6} wrap="wrap">
      {shown.map(([key, count, color]) => (
        <Badge key={key} variant="light" color={color ?? 'gray'} data-testid={`funnel-${key}`} data-count={count}>
          {t(`seasonSummary.facts.${key}`, { n: n(count) })}
        </Badge>
      ))}
    </Group>
  );
}

/** The season's birds from registered to remaining, each step a bar of the birds registered with its losses. */
export function FunnelList({ funnel }: { funnel: Funnel }) {
  const { intlLocale } = useLanguage();
  return (
    <Stack gap="xs" data-testid="summary-funnel">
      {funnelSteps(funnel).map((step) => (
        <Paper key={step.key} withBorder radius="md" p="sm" data-testid="funnel-step" data-kind={step.kind} data-count={step.count}>
          <Stack gap={6}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <StepLabel step={step} />
              <Text fw={700} fz="lg" data-testid="funnel-count">
                {formatNumber(step.count, intlLocale)}
              </Text>
            </Group>
            <Progress value={step.percent} size="md" radius="sm" aria-hidden />
            <StepFacts step={step} funnel={funnel} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
