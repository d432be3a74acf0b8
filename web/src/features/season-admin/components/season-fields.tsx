import { NativeSelect, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CURRENCIES, fieldError, type SeasonDraft } from '../lib/season-form';
import { LimitInput } from './limit-input';

type Props = { draft: SeasonDraft; set: (patch: Partial<SeasonDraft>) => void; error: unknown };

/** Name and currency of a season; the currency stays once the season has orders (the server refuses it too). */
export function NameFields({ draft, set, error, currencyLocked = false }: Props & { currencyLocked?: boolean }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <TextInput
        label={t('adminSeasons.fields.name')}
        value={draft.name}
        maxLength={128}
        required
        onChange={(e) => set({ name: e.currentTarget.value })}
        error={fieldError(error, 'name')}
        data-testid="season-name-input"
      />
      <NativeSelect
        label={t('adminSeasons.fields.currency')}
        description={currencyLocked ? t('adminSeasons.hints.currency') : undefined}
        disabled={currencyLocked}
        value={draft.currency}
        onChange={(e) => set({ currency: e.currentTarget.value as SeasonDraft['currency'] })}
        data={CURRENCIES}
        error={fieldError(error, 'currency')}
        data-testid="season-currency-input"
      />
    </SimpleGrid>
  );
}

/** The limits per fancier and the season's capacity; blank means unlimited. */
export function LimitFields({ draft, set, error }: Props) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Text size="sm" c="dimmed">
        {t('adminSeasons.hints.limits')}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        <LimitInput
          label={t('adminSeasons.fields.max_pigeons')}
          value={draft.maxPigeons}
          onChange={(v) => set({ maxPigeons: v })}
          error={fieldError(error, 'max_pigeons')}
          testId="season-max-pigeons-input"
        />
        <LimitInput
          label={t('adminSeasons.fields.max_active')}
          value={draft.maxActive}
          onChange={(v) => set({ maxActive: v })}
          error={fieldError(error, 'max_active')}
          testId="season-max-active-input"
        />
        <LimitInput
          label={t('adminSeasons.fields.max_reserve')}
          value={draft.maxReserve}
          onChange={(v) => set({ maxReserve: v })}
          error={fieldError(error, 'max_reserve')}
          testId="season-max-reserve-input"
        />
        <LimitInput
          label={t('adminSeasons.fields.total_spots')}
          value={draft.totalSpots}
          onChange={(v) => set({ totalSpots: v })}
          error={fieldError(error, 'total_spots')}
          testId="season-total-spots-input"
        />
      </SimpleGrid>
    </Stack>
  );
}

/** The season's rules as text, shown to fanciers. */
export function RulesField({ draft, set, error }: Props) {
  const { t } = useTranslation();
  return (
    <Textarea
      label={t('adminSeasons.fields.rules_text')}
      description={t('adminSeasons.hints.rules')}
      value={draft.rulesText}
      maxLength={20000}
      autosize
      minRows={4}
      maxRows={16}
      onChange={(e) => set({ rulesText: e.currentTarget.value })}
      error={fieldError(error, 'rules_text')}
      data-testid="season-rules-input"
    />
  );
}
