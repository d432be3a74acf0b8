import { Alert, Button, Group, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/api/error-text';
import { fieldError, hasFieldError } from '@/lib/api/field-error';
import type { Currency } from '@/lib/api/types';
import { LANGUAGES } from '@/lib/i18n/languages';
import { useLanguage } from '@/lib/i18n/use-language';
import { formatAmount } from '@/lib/currency';
import { fromLoftInput, toLoftInput } from '@/lib/loft-time';
import { notifySuccess } from '@/lib/notify';
import { parseCents } from '@/lib/parse-cents';
import { useLoftTime } from '@/lib/use-loft-time';
import type { StoreProduct } from '../api/get-store-front';
import type { StoreProductInput } from '../api/get-seller-products';
import { useSaveStoreProduct } from '../api/save-store-product';

type Kind = StoreProductInput['kind'];

/** The form's text fields: money as typed, numbers blank for "no limit". */
interface Draft {
  kind: Kind;
  name: string;
  description: string;
  price: string;
  currency: Currency;
  amounts: string;
  min: string;
  max: string;
  stock: string;
  maxPerOrder: string;
  maxLifetime: string;
  months: string;
  unlocks: string;
  from: string;
  until: string;
  translations: { lang: string; name: string; description: string }[];
}

const FIELDS = [
  'kind',
  'name',
  'description',
  'price',
  'currency',
  'gift_card_amounts',
  'gift_card_min',
  'gift_card_max',
  'stock',
  'max_per_order',
  'max_lifetime',
  'membership_months',
  'unlocks',
  'available_from',
  'available_until',
];

function toDraft(p: StoreProduct | null, currency: Currency, zone: string, locale: string): Draft {
  const money = (c: number) => (c ? formatAmount(c, currency, locale) : '');
  const num = (n?: number | null) => (n == null ? '' : String(n));
  return {
    kind: (p?.kind ?? 'item') as Kind,
    name: p?.name ?? '',
    description: p?.description ?? '',
    price: money(p?.price ?? 0),
    currency: p?.currency ?? currency,
    amounts: (p?.gift_card_amounts ?? []).map((a) => formatAmount(a, currency, locale)).join('; '),
    min: money(p?.gift_card_min ?? 0),
    max: money(p?.gift_card_max ?? 0),
    stock: num(p?.stock),
    maxPerOrder: num(p?.max_per_order),
    maxLifetime: num(p?.max_lifetime),
    months: String(p?.membership_months || 12),
    unlocks: (p?.unlocks ?? []).join(', '),
    from: p?.available_from ? toLoftInput(p.available_from, zone) : '',
    until: p?.available_until ? toLoftInput(p.available_until, zone) : '',
    translations: Object.entries(p?.translations ?? {}).map(([lang, t]) => ({ lang, name: t.name, description: t.description ?? '' })),
  };
}

/** The draft as the API takes it; a money text that is not a number is sent as -1 so that the server names the field. */
function toInput(d: Draft, zone: string): StoreProductInput {
  const cents = (s: string) => (s.trim() === '' ? 0 : Number.isNaN(parseCents(s)) ? -1 : parseCents(s));
  const int = (s: string) => (s.trim() === '' ? undefined : /^\d+$/.test(s.trim()) ? Number(s) : -1);
  const out: StoreProductInput = {
    kind: d.kind,
    name: d.name,
    description: d.description,
    currency: d.currency,
    stock: int(d.stock),
    max_per_order: int(d.maxPerOrder),
    max_lifetime: int(d.maxLifetime),
    available_from: d.from ? fromLoftInput(d.from, zone) || undefined : undefined,
    available_until: d.until ? fromLoftInput(d.until, zone) || undefined : undefined,
    translations: Object.fromEntries(d.translations.filter((t) => t.lang).map((t) => [t.lang, { name: t.name, description: t.description }])),
  };
  if (d.kind === 'gift_card') {
    const amounts = d.amounts
      .split(/[;\s]+/)
      .filter(Boolean)
      .map(cents);
    if (amounts.length) out.gift_card_amounts = amounts;
    else Object.assign(out, { gift_card_min: cents(d.min), gift_card_max: cents(d.max) });
  } else out.price = cents(d.price);
  if (d.kind === 'membership') {
    out.membership_months = Number(d.months);
    out.unlocks = d.unlocks.split(/[,\s]+/).filter(Boolean);
  }
  return out;
}

/**
 * A product of a seller's store, new (product null) or to change: the fields of its kind, the window on the seller's
 * clock (the loft's; the viewer's for the service), limits, and names in other languages. The server checks it all.
 */
export function ProductForm({
  loftId,
  product,
  currency,
  timeZone,
  onDone,
}: {
  loftId: number | null;
  product: StoreProduct | null;
  currency: Currency;
  timeZone: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { intlLocale } = useLanguage();
  const { inputHint } = useLoftTime(timeZone);
  const [d, setD] = useState<Draft>(() => toDraft(product, currency, timeZone, intlLocale));
  const save = useSaveStoreProduct();
  const set = <K extends keyof Draft>(k: K, v: Draft[K]) => setD((prev) => ({ ...prev, [k]: v }));
  const err = (f: string) => fieldError(save.error, f);
  const text = (k: 'name' | 'price' | 'amounts' | 'min' | 'max' | 'stock' | 'maxPerOrder' | 'maxLifetime' | 'unlocks', label: string, field: string, extra = {}) => (
    <TextInput label={t(label)} value={d[k]} onChange={(e) => set(k, e.currentTarget.value)} error={err(field)} data-testid={`product-form-${k}`} {...extra} />
  );
  const translationErrors = d.translations.map((tr) => err(`translations.${tr.lang}`) ?? err(`translations.${tr.lang}.name`));
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate({ loftId, id: product?.id ?? null, body: toInput(d, timeZone) }, { onSuccess: () => (notifySuccess(t('shop.desk.saved')), onDone()) });
      }}
      data-testid="product-form"
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('shop.desk.kind')}
            value={d.kind}
            onChange={(v) => v && set('kind', v as Kind)}
            disabled={product != null}
            data={(['item', 'gift_card', 'membership'] as const).map((k) => ({ value: k, label: t(`shop.kinds.${k}`) }))}
            allowDeselect={false}
            error={err('kind')}
            data-testid="product-form-kind"
          />
          {text('name', 'shop.desk.name', 'name', { required: true })}
        </SimpleGrid>
        <Textarea
          label={t('shop.desk.description')}
          value={d.description}
          onChange={(e) => set('description', e.currentTarget.value)}
          autosize
          minRows={2}
          error={err('description')}
          data-testid="product-form-description"
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {d.kind !== 'gift_card' && text('price', 'shop.desk.price', 'price', { required: true, placeholder: '18.00' })}
          <Select
            label={t('shop.desk.currency')}
            value={d.currency}
            onChange={(v) => v && set('currency', v as Currency)}
            data={['EUR', 'USD']}
            allowDeselect={false}
            error={err('currency')}
          />
          {d.kind === 'membership' && (
            <Select
              label={t('shop.desk.months')}
              value={d.months}
              onChange={(v) => v && set('months', v)}
              data={['12', '24'].map((m) => ({ value: m, label: t('shop.months', { count: Number(m) }) }))}
              allowDeselect={false}
              error={err('membership_months')}
            />
          )}
        </SimpleGrid>
        {d.kind === 'membership' && text('unlocks', 'shop.desk.unlocks', 'unlocks', { description: t('shop.desk.unlocksHint'), placeholder: 'pedigree' })}
        {d.kind === 'gift_card' && (
          <Stack gap="xs">
            {text('amounts', 'shop.desk.amounts', 'gift_card_amounts', { description: t('shop.desk.amountsHint'), placeholder: '25.00; 50.00; 100.00' })}
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {text('min', 'shop.desk.min', 'gift_card_min', { disabled: d.amounts.trim() !== '' })}
              {text('max', 'shop.desk.max', 'gift_card_max', { disabled: d.amounts.trim() !== '' })}
            </SimpleGrid>
          </Stack>
        )}
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {text('stock', 'shop.desk.stock', 'stock', { description: t('shop.desk.blankUnlimited'), inputMode: 'numeric' })}
          {text('maxPerOrder', 'shop.desk.maxPerOrder', 'max_per_order', { description: t('shop.desk.blankUnlimited'), inputMode: 'numeric' })}
          {text('maxLifetime', 'shop.desk.maxLifetime', 'max_lifetime', { description: t('shop.desk.blankUnlimited'), inputMode: 'numeric' })}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            type="datetime-local"
            label={t('shop.desk.from')}
            description={inputHint()}
            value={d.from}
            onChange={(e) => set('from', e.currentTarget.value)}
            error={err('available_from')}
          />
          <TextInput
            type="datetime-local"
            label={t('shop.desk.until')}
            description={inputHint()}
            value={d.until}
            onChange={(e) => set('until', e.currentTarget.value)}
            error={err('available_until')}
          />
        </SimpleGrid>
        <Text fw={500} size="sm">
          {t('shop.desk.translations')}
        </Text>
        {d.translations.map((tr, i) => (
          <Stack key={i} gap={4} data-testid={`product-translation-${i}`}>
            <Group align="flex-start" gap="xs" wrap="wrap">
              <Select
                aria-label={t('shop.desk.language')}
                value={tr.lang}
                onChange={(v) =>
                  set(
                    'translations',
                    d.translations.map((x, j) => (j === i ? { ...x, lang: v ?? '' } : x)),
                  )
                }
                data={LANGUAGES.filter((l) => l.code !== 'en' && (l.code === tr.lang || !d.translations.some((x) => x.lang === l.code))).map((l) => ({
                  value: l.code,
                  label: l.name,
                }))}
                w={150}
                error={translationErrors[i]}
                data-testid={`product-translation-lang-${i}`}
              />
              <TextInput
                aria-label={t('shop.desk.name')}
                placeholder={t('shop.desk.name')}
                value={tr.name}
                onChange={(e) =>
                  set(
                    'translations',
                    d.translations.map((x, j) => (j === i ? { ...x, name: e.currentTarget.value } : x)),
                  )
                }
                style={{ flex: 1, minWidth: 160 }}
                data-testid={`product-translation-name-${i}`}
              />
              <Button
                variant="subtle"
                color="red"
                onClick={() =>
                  set(
                    'translations',
                    d.translations.filter((_, j) => j !== i),
                  )
                }
              >
                {t('shop.remove')}
              </Button>
            </Group>
            <Textarea
              aria-label={t('shop.desk.description')}
              placeholder={t('shop.desk.description')}
              value={tr.description}
              autosize
              minRows={1}
              onChange={(e) =>
                set(
                  'translations',
                  d.translations.map((x, j) => (j === i ? { ...x, description: e.currentTarget.value } : x)),
                )
              }
            />
          </Stack>
        ))}
        <Group>
          <Button
            variant="default"
            size="xs"
            onClick={() => set('translations', [...d.translations, { lang: '', name: '', description: '' }])}
            data-testid="product-add-translation"
          >
            {t('shop.desk.addTranslation')}
          </Button>
        </Group>
        {save.isError && !hasFieldError(save.error, FIELDS) && translationErrors.every((e) => !e) && <Alert color="red">{errorText(save.error)}</Alert>}
        <Group>
          <Button type="submit" loading={save.isPending} data-testid="product-form-save">
            {t('shop.desk.save')}
          </Button>
          <Button variant="subtle" onClick={onDone}>
            {t('shop.desk.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
