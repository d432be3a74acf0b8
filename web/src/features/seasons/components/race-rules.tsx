import { List, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import type { Schema } from '@/lib/api/types';

type RaceRules = Schema<'RaceRules'>;

function Rule({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <Stack gap={4} data-testid={testId}>
      <Title order={3} fz="h5">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** The season's written race rules in the viewer's language: aces, coefficient, prizes, closing, darkness, credits. */
export function RaceRulesView({ rules }: { rules?: RaceRules }) {
  const { t } = useTranslation();
  if (!rules) return <EmptyState>{t('raceRules.none')}</EmptyState>;
  const aces = rules.aces ?? [];
  const credits = rules.lost_credits ?? [];
  const { home_percent: percent = 0, day = 0, time = '' } = rules.closing ?? {};
  const closing = [percent > 0 && t('raceRules.closingShare', { percent }), day > 0 && t('raceRules.closingTime', { day, time })].filter(Boolean) as string[];
  return (
    <Stack gap="lg" maw={760} data-testid="race-rules">
      <Rule title={t('raceRules.aces')} testId="rules-aces">
        {aces.length === 0 ? (
          <Text size="sm">{t('raceRules.acesDefault')}</Text>
        ) : (
          <List size="sm" spacing={4}>
            {aces.map((a) => (
              <List.Item key={a.scheme}>
                {t('raceRules.aceLine', {
                  scheme: t(`aces.schemes.${a.scheme}`),
                  races: t(`raceRules.races.${a.races ?? 'hot_spots_and_final'}`),
                  tieBreak: t(`raceRules.tieBreaks.${a.tie_break ?? 'last_race'}`),
                })}
              </List.Item>
            ))}
          </List>
        )}
      </Rule>
      <Rule title={t('raceRules.coefficient')} testId="rules-coefficient">
        <Text size="sm">
          {t('raceRules.coefficientLine', { factor: rules.coefficient_factor || 1000 })}{' '}
          {rules.coefficient_cap ? t('raceRules.coefficientCap', { cap: rules.coefficient_cap }) : t('raceRules.coefficientNoCap')}
        </Text>
      </Rule>
      <Rule title={t('raceRules.prizes')} testId="rules-prizes">
        <Text size="sm">{t('raceRules.prizeRatio', { ratio: rules.prize_ratio || 5 })}</Text>
        <Text size="sm">{t(`raceRules.unfilled.${rules.unfilled_prizes ?? 'shared'}`)}</Text>
      </Rule>
      <Rule title={t('raceRules.closing')} testId="rules-closing">
        <Text size="sm">
          {closing.length === 0 ? t('raceRules.closingByHand') : closing.join(' ')}
          {closing.length === 2 && ` ${t('raceRules.closingFirst')}`}
        </Text>
        <Text size="sm" c="dimmed">
          {t('raceRules.closingAfter')}
        </Text>
      </Rule>
      <Rule title={t('raceRules.darkness')} testId="rules-darkness">
        <Text size="sm">{rules.darkness ? t('raceRules.darknessLine', { from: rules.darkness.from, to: rules.darkness.to }) : t('raceRules.noDarkness')}</Text>
      </Rule>
      <Rule title={t('raceRules.lostCredits')} testId="rules-lost-credits">
        {credits.length === 0 ? (
          <Text size="sm">{t('raceRules.noLostCredits')}</Text>
        ) : (
          <List size="sm" spacing={4}>
            {credits.map((c) => (
              <List.Item key={c.before_hot_spot}>{t('raceRules.lostCreditLine', { hotSpot: c.before_hot_spot, percent: c.percent })}</List.Item>
            ))}
          </List>
        )}
      </Rule>
    </Stack>
  );
}
