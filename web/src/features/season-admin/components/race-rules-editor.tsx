import { Alert, Button, Checkbox, Group, NumberInput, Select, SimpleGrid, Stack, Switch, Table, Text, TextInput, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '@/components/ui/panel';
import { errorText } from '@/lib/api/error-text';
import { notifySuccess } from '@/lib/notify';
import type { AdminSeason } from '../api/get-admin-season';
import { useUpdateSeason } from '../api/update-season';
import { ACE_RACES, ACE_SCHEMES, TIE_BREAKS, UNFILLED, toRaceRules, toRulesDraft, type RaceRulesDraft } from '../lib/race-rules-draft';
import { fieldError, toDraft, toUpdateInput } from '../lib/season-form';

type Num = number | '';
const num = (v: string | number): Num => (typeof v === 'number' ? v : '');

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={3} fz="h6">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/**
 * The season's race rules: the races each ace scheme counts and its tie-breaker, the coefficient, prizes, when a race
 * closes, the hours of darkness and the lost-bird credits. Saved on their own; the season's page shows them to everyone.
 */
export function RaceRulesEditor({ season }: { season: AdminSeason }) {
  const { t } = useTranslation();
  const [d, setDraft] = useState<RaceRulesDraft>(() => toRulesDraft(season.race_rules));
  const set = (patch: Partial<RaceRulesDraft>) => setDraft((cur) => ({ ...cur, ...patch }));
  const update = useUpdateSeason();
  const err = (field: string) => fieldError(update.error, `race_rules.${field}`);
  const onSave = () =>
    update.mutate({ id: season.id, body: { ...toUpdateInput(toDraft(season)), race_rules: toRaceRules(d) } }, { onSuccess: () => notifySuccess(t('adminSeasons.saved')) });
  const setAce = (s: (typeof ACE_SCHEMES)[number], patch: Partial<RaceRulesDraft['aces'][typeof s]>) => set({ aces: { ...d.aces, [s]: { ...d.aces[s], ...patch } } });
  const setCredit = (i: number, patch: Partial<RaceRulesDraft['lostCredits'][number]>) => set({ lostCredits: d.lostCredits.map((c, j) => (j === i ? { ...c, ...patch } : c)) });
  return (
    <Panel title={t('raceRules.title')} hint={t('raceRules.editorHint')} testId="season-race-rules">
      <Part title={t('raceRules.aces')}>
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing={4} data-testid="rules-ace-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('raceRules.scheme')}</Table.Th>
                <Table.Th>{t('raceRules.racesCounted')}</Table.Th>
                <Table.Th>{t('raceRules.tieBreak')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {ACE_SCHEMES.map((s) => (
                <Table.Tr key={s} data-testid={`rules-ace-${s}`}>
                  <Table.Td>
                    <Checkbox label={t(`aces.schemes.${s}`)} checked={d.aces[s].on} onChange={(e) => setAce(s, { on: e.currentTarget.checked })} />
                  </Table.Td>
                  <Table.Td>
                    <Select
                      aria-label={t('raceRules.racesCounted')}
                      disabled={!d.aces[s].on}
                      allowDeselect={false}
                      data={ACE_RACES.map((r) => ({ value: r, label: t(`raceRules.races.${r}`) }))}
                      value={d.aces[s].races}
                      onChange={(v) => v && setAce(s, { races: v as (typeof ACE_RACES)[number] })}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Select
                      aria-label={t('raceRules.tieBreak')}
                      disabled={!d.aces[s].on}
                      allowDeselect={false}
                      data={TIE_BREAKS.map((r) => ({ value: r, label: t(`raceRules.tieBreaks.${r}`) }))}
                      value={d.aces[s].tieBreak}
                      onChange={(v) => v && setAce(s, { tieBreak: v as (typeof TIE_BREAKS)[number] })}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Text size="xs" c="dimmed">
          {t('raceRules.acesHint')}
        </Text>
      </Part>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <NumberInput
          label={t('raceRules.coefficientCapLabel')}
          description={t('raceRules.coefficientCapHint')}
          min={0}
          allowDecimal={false}
          allowNegative={false}
          value={d.coefficientCap}
          onChange={(v) => set({ coefficientCap: num(v) })}
          error={err('coefficient_cap')}
          data-testid="rules-coefficient-cap"
        />
        <Select
          label={t('raceRules.coefficientFactorLabel')}
          allowDeselect={false}
          data={['1000', '100']}
          value={String(d.coefficientFactor)}
          onChange={(v) => v && set({ coefficientFactor: Number(v) })}
          error={err('coefficient_factor')}
        />
        <NumberInput
          label={t('raceRules.prizeRatioLabel')}
          description={t('raceRules.prizeRatioHint')}
          min={1}
          max={100}
          allowDecimal={false}
          allowNegative={false}
          value={d.prizeRatio}
          onChange={(v) => set({ prizeRatio: num(v) })}
          error={err('prize_ratio')}
          data-testid="rules-prize-ratio"
        />
      </SimpleGrid>
      <Select
        label={t('raceRules.unfilledLabel')}
        maw={420}
        allowDeselect={false}
        data={UNFILLED.map((u) => ({ value: u, label: t(`raceRules.unfilled.${u}`) }))}
        value={d.unfilled}
        onChange={(v) => v && set({ unfilled: v as (typeof UNFILLED)[number] })}
        error={err('unfilled_prizes')}
      />
      <Part title={t('raceRules.closing')}>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <NumberInput
            label={t('raceRules.homePercentLabel')}
            description={t('raceRules.homePercentHint')}
            min={0}
            max={100}
            suffix=" %"
            allowDecimal={false}
            allowNegative={false}
            value={d.homePercent}
            onChange={(v) => set({ homePercent: num(v) })}
            error={err('closing.home_percent')}
            data-testid="rules-home-percent"
          />
          <NumberInput
            label={t('raceRules.closingDayLabel')}
            description={t('raceRules.closingDayHint')}
            min={0}
            max={14}
            allowDecimal={false}
            allowNegative={false}
            value={d.closingDay}
            onChange={(v) => set({ closingDay: num(v) })}
            error={err('closing.day')}
            data-testid="rules-closing-day"
          />
          <TextInput
            label={t('raceRules.closingTimeLabel')}
            description={t('raceRules.timeHint')}
            placeholder="19:00"
            value={d.closingTime}
            onChange={(e) => set({ closingTime: e.currentTarget.value })}
            error={err('closing.time')}
            data-testid="rules-closing-time"
          />
        </SimpleGrid>
      </Part>
      <Part title={t('raceRules.darkness')}>
        <Switch label={t('raceRules.darknessSwitch')} checked={d.darkness} onChange={(e) => set({ darkness: e.currentTarget.checked })} data-testid="rules-darkness-switch" />
        {d.darkness && (
          <Group grow maw={420}>
            <TextInput label={t('raceRules.darkFrom')} value={d.darkFrom} onChange={(e) => set({ darkFrom: e.currentTarget.value })} error={err('darkness.from')} />
            <TextInput label={t('raceRules.darkTo')} value={d.darkTo} onChange={(e) => set({ darkTo: e.currentTarget.value })} error={err('darkness.to')} />
          </Group>
        )}
      </Part>
      <Part title={t('raceRules.lostCredits')}>
        {d.lostCredits.map((c, i) => (
          <Group key={i} align="flex-end" data-testid="rules-lost-credit">
            <NumberInput
              w={180}
              label={t('raceRules.beforeHotSpot')}
              min={1}
              max={50}
              allowDecimal={false}
              allowNegative={false}
              value={c.beforeHotSpot}
              onChange={(v) => setCredit(i, { beforeHotSpot: num(v) })}
              error={err(`lost_credits[${i}].before_hot_spot`)}
            />
            <NumberInput
              w={120}
              label={t('raceRules.creditPercent')}
              min={0}
              max={100}
              suffix=" %"
              allowDecimal={false}
              allowNegative={false}
              value={c.percent}
              onChange={(v) => setCredit(i, { percent: num(v) })}
              error={err(`lost_credits[${i}].percent`)}
            />
            <Button variant="subtle" color="red" onClick={() => set({ lostCredits: d.lostCredits.filter((_, j) => j !== i) })}>
              {t('raceRules.removeCredit')}
            </Button>
          </Group>
        ))}
        <Group>
          <Button
            variant="light"
            size="xs"
            onClick={() => set({ lostCredits: [...d.lostCredits, { beforeHotSpot: (Number(d.lostCredits.at(-1)?.beforeHotSpot) || 0) + 1, percent: 100 }] })}
            data-testid="rules-add-credit"
          >
            {t('raceRules.addCredit')}
          </Button>
        </Group>
      </Part>
      {update.isError && (
        <Alert color="red" data-testid="season-race-rules-error">
          {errorText(update.error)}
        </Alert>
      )}
      <Group>
        <Button loading={update.isPending} onClick={onSave} data-testid="season-race-rules-save">
          {t('adminSeasons.save')}
        </Button>
      </Group>
    </Panel>
  );
}
