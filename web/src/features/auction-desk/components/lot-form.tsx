import { Alert, Button, Group, Select, SimpleGrid, Stack, TextInput, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/api/error-text';
import { fieldError, hasFieldError } from '@/lib/api/field-error';
import type { Currency } from '@/lib/api/types';
import { useLanguage } from '@/lib/i18n/use-language';
import { fromLoftInput } from '@/lib/loft-time';
import { notifySuccess } from '@/lib/notify';
import { useLoftTime } from '@/lib/use-loft-time';
import type { AuctionLot } from '../api/get-loft-lots';
import { useSaveLot } from '../api/save-lot';
import { LOT_FIELDS, toDraft, toInput, type LotDraft } from '../lib/lot-draft';
import { PigeonSelect } from './pigeon-select';

type Props = { loftId: number; seasonId: number; lot: AuctionLot | null; currency: Currency; timeZone: string; onDone: () => void };

/**
 * A new lot (lot null) or a draft to change: the pigeon, what the page says, the prices in cents of the lot's
 * currency, and its window typed on the loft's clock. The server checks it all and names the fields it refuses.
 */
export function LotForm({ loftId, seasonId, lot, currency, timeZone, onDone }: Props) {
  const { t } = useTranslation();
  const { intlLocale } = useLanguage();
  const { inputHint } = useLoftTime(timeZone);
  const [d, setD] = useState<LotDraft>(() => toDraft(lot, currency, timeZone, intlLocale));
  const save = useSaveLot();
  const set = <K extends keyof LotDraft>(k: K, v: LotDraft[K]) => setD((prev) => ({ ...prev, [k]: v }));
  const err = (f: string) => fieldError(save.error, f);
  const text = (k: 'title' | 'startPrice' | 'reserve' | 'increment' | 'softClose', field: string, extra = {}) => (
    <TextInput label={t(`auctionDesk.form.${k}`)} value={d[k]} onChange={(e) => set(k, e.currentTarget.value)} error={err(field)} data-testid={`lot-form-${k}`} {...extra} />
  );
  const time = (k: 'startsAt' | 'endsAt', field: string) => (
    <TextInput
      type="datetime-local"
      label={t(`auctionDesk.form.${k}`)}
      description={inputHint(fromLoftInput(d[k], timeZone) || undefined)}
      value={d[k]}
      onChange={(e) => set(k, e.currentTarget.value)}
      error={err(field)}
      required
      data-testid={`lot-form-${k}`}
    />
  );
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate({ loftId, id: lot?.id ?? null, body: toInput(d, timeZone) }, { onSuccess: () => (notifySuccess(t('auctionDesk.form.saved')), onDone()) });
      }}
      data-testid="lot-form"
    >
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {lot ? t('auctionDesk.form.editTitle') : t('auctionDesk.form.newTitle')}
        </Title>
        <PigeonSelect seasonId={lot?.season_id ?? seasonId} value={d.pigeonId} onChange={(id) => set('pigeonId', id)} error={err('pigeon_id')} />
        {text('title', 'title', { required: true })}
        <Textarea
          label={t('auctionDesk.form.description')}
          value={d.description}
          onChange={(e) => set('description', e.currentTarget.value)}
          autosize
          minRows={2}
          error={err('description')}
          data-testid="lot-form-description"
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('auctionDesk.form.currency')}
            value={d.currency}
            onChange={(v) => v && set('currency', v as Currency)}
            data={['EUR', 'USD']}
            allowDeselect={false}
            error={err('currency')}
            data-testid="lot-form-currency"
          />
          {text('startPrice', 'start_price', { required: true, placeholder: '250.00', inputMode: 'decimal' })}
          {text('reserve', 'reserve_price', { description: t('auctionDesk.form.reserveHint'), inputMode: 'decimal' })}
          {text('increment', 'increment', { required: true, description: t('auctionDesk.form.incrementHint'), inputMode: 'decimal' })}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {time('startsAt', 'starts_at')}
          {time('endsAt', 'ends_at')}
        </SimpleGrid>
        {text('softClose', 'soft_close_minutes', { description: t('auctionDesk.form.softCloseHint'), inputMode: 'numeric', maw: 320 })}
        {save.isError && !hasFieldError(save.error, LOT_FIELDS) && (
          <Alert color="red" data-testid="lot-form-error">
            {errorText(save.error)}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={save.isPending} data-testid="lot-form-save">
            {t('auctionDesk.form.save')}
          </Button>
          <Button variant="subtle" onClick={onDone}>
            {t('common.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
