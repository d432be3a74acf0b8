import { ActionIcon, Alert, Button, Group, SegmentedControl, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Currency } from '@/lib/api/types';
import { errorText } from '@/lib/api/error-text';
import { fieldError, hasFieldError } from '@/lib/api/field-error';
import { formatCurrency } from '@/lib/currency';
import { useLanguage } from '@/lib/i18n/use-language';
import { notifySuccess } from '@/lib/notify';
import { useSavePrizeTable } from '../api/save-prize-table';
import type { Flight } from '../lib/flight-draft';
import { formatPercent, placesSum, placeValue, toPrizeDraft, toPrizeTable, type PoolKind, type PrizeDraft, type PrizeMode } from '../lib/prize-draft';

/**
 * A race's prize money for its merchants: the pool (a fixed amount, or a share of the season's paid entry fees) and the
 * prize of each place (amounts, or shares of the pool). Tied birds share their places' prizes; places nobody reaches follow
 * the season's rule for unfilled prizes. Saved on its own and recorded in the flight's history.
 */
export function PrizeTableEditor({ flight, currency }: { flight: Flight; currency: Currency }) {
  const { t } = useTranslation();
  const { intlLocale } = useLanguage();
  const [d, setDraft] = useState<PrizeDraft>(() => toPrizeDraft(flight.prize_table, currency, intlLocale));
  const set = (patch: Partial<PrizeDraft>) => setDraft((cur) => ({ ...cur, ...patch }));
  const save = useSavePrizeTable();
  const err = (field: string) => fieldError(save.error, field);
  const setPlace = (i: number, v: string) => set({ places: d.places.map((p, j) => (j === i ? v : p)) });
  const invalid = (text: string) => text.trim() !== '' && Number.isNaN(placeValue(d, text));
  const sum = placesSum(d);
  const unitLabel = d.mode === 'shares' ? '%' : currency;
  const onSave = () => save.mutate({ id: flight.id, table: toPrizeTable(d) }, { onSuccess: () => notifySuccess(t('prizes.saved')) });
  const onRemove = () =>
    save.mutate(
      { id: flight.id, table: null },
      {
        onSuccess: () => {
          setDraft(toPrizeDraft(undefined, currency, intlLocale));
          notifySuccess(t('prizes.removed'));
        },
      },
    );
  const placeFields = d.places.map((_, i) => `places[${i}]`);
  return (
    <Stack gap="xs" data-testid="prize-table-editor">
      <Title order={3} fz="h6">
        {t('prizes.title')}
      </Title>
      <Text size="xs" c="dimmed">
        {t('prizes.editorHint')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('prizes.pool')}
          </Text>
          <SegmentedControl
            size="xs"
            value={d.poolKind}
            onChange={(v) => set({ poolKind: v as PoolKind })}
            data={[
              { value: 'fixed', label: t('prizes.poolFixed') },
              { value: 'entry_fees', label: t('prizes.poolEntryFees') },
            ]}
            data-testid="prize-pool-kind"
          />
          {d.poolKind === 'fixed' ? (
            <TextInput
              label={`${t('prizes.poolAmount')} (${currency})`}
              inputMode="decimal"
              value={d.poolAmount}
              onChange={(e) => set({ poolAmount: e.currentTarget.value })}
              error={err('pool.amount')}
              data-testid="prize-pool-amount"
            />
          ) : (
            <TextInput
              label={t('prizes.poolPercent')}
              description={t('prizes.poolPercentHint')}
              inputMode="decimal"
              rightSection="%"
              value={d.poolPercent}
              onChange={(e) => set({ poolPercent: e.currentTarget.value })}
              error={err('pool.basis_points')}
              data-testid="prize-pool-percent"
            />
          )}
        </Stack>
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('prizes.mode')}
          </Text>
          <SegmentedControl
            size="xs"
            value={d.mode}
            onChange={(v) => set({ mode: v as PrizeMode })}
            data={[
              { value: 'amounts', label: t('prizes.modeAmounts') },
              { value: 'shares', label: t('prizes.modeShares') },
            ]}
            data-testid="prize-mode"
          />
          <Text size="xs" c="dimmed">
            {d.mode === 'shares' ? t('prizes.sharesHint') : t('prizes.amountsHint')}
          </Text>
        </Stack>
      </SimpleGrid>
      <SimpleGrid cols={{ base: 2, xs: 3, md: 5 }} spacing="xs" data-testid="prize-places">
        {d.places.map((p, i) => (
          <TextInput
            key={i}
            label={t('prizes.place', { place: i + 1 })}
            inputMode="decimal"
            value={p}
            rightSection={
              <ActionIcon
                variant="subtle"
                color="gray"
                size="sm"
                aria-label={t('prizes.removePlace', { place: i + 1 })}
                onClick={() => set({ places: d.places.filter((_, j) => j !== i) })}
              >
                ×
              </ActionIcon>
            }
            onChange={(e) => setPlace(i, e.currentTarget.value)}
            error={invalid(p) ? t('prizes.notANumber') : err(`places[${i}]`)}
            data-testid="prize-place"
          />
        ))}
      </SimpleGrid>
      <Group gap="xs" justify="space-between" wrap="wrap">
        <Group gap="xs">
          <Button size="xs" variant="default" onClick={() => set({ places: [...d.places, ''] })} data-testid="prize-add-place">
            {t('prizes.addPlace')}
          </Button>
          <Button size="xs" variant="default" onClick={() => set({ places: [...d.places, ...Array<string>(10).fill('')] })}>
            {t('prizes.addTen')}
          </Button>
        </Group>
        <Text size="sm" data-testid="prize-sum">
          {d.mode === 'shares' ? t('prizes.sharesSum', { percent: formatPercent(sum, intlLocale) }) : t('prizes.amountsSum', { amount: formatCurrency(sum, currency, intlLocale) })}{' '}
          ({t('prizes.places', { count: d.places.filter((p) => p.trim() !== '').length })}, {unitLabel})
        </Text>
      </Group>
      {err('places') && (
        <Text size="sm" c="red" data-testid="prize-places-error">
          {err('places')}
        </Text>
      )}
      {save.isError && !hasFieldError(save.error, ['places', 'pool.amount', 'pool.basis_points', ...placeFields]) && (
        <Alert color="red" variant="light">
          {errorText(save.error)}
        </Alert>
      )}
      <Group gap="xs">
        <Button size="xs" onClick={onSave} loading={save.isPending} data-testid="prize-save">
          {t('prizes.save')}
        </Button>
        {flight.prize_table && (
          <Button size="xs" variant="subtle" color="red" onClick={onRemove} disabled={save.isPending} data-testid="prize-remove">
            {t('prizes.remove')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
