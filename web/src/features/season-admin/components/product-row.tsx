import { Alert, Button, Group, NativeSelect, NumberInput, Paper, SimpleGrid, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Currency, Schema } from '@/lib/api/types';
import { errorText } from '@/lib/api/error-text';
import { formatAmount } from '@/lib/currency';
import { useLanguage } from '@/lib/i18n/use-language';
import { notifySuccess } from '@/lib/notify';
import { useSeasonLoftTime } from '@/lib/use-season-loft-time';
import { useDeleteProduct } from '../api/delete-product';
import { useSaveProduct, type ProductInput } from '../api/save-product';
import { parseCents } from '@/lib/parse-cents';
import { categoryName, useProductCategories } from '@/lib/api/product-categories/get-product-categories';

type Product = Schema<'Product'>;
const CATEGORIES = ['entry_fee', 'final_flight_activation', 'reserve_activation', 'sale'] as const;

type Draft = { category: number; catalog: string; name: string; amount: string; active: number; reserve: number; max: number | ''; from: string; until: string };

const toDraft = (p: Product | null, currency: Currency, intlLocale: string): Draft => ({
  category: p?.product_category_id ?? 1,
  catalog: p?.catalog_category_id ? String(p.catalog_category_id) : '',
  name: p?.name ?? '',
  amount: p ? formatAmount(p.amount, currency, intlLocale) : '',
  active: p?.pigeons_active ?? 1,
  reserve: p?.pigeons_reserve ?? 0,
  max: p?.max_quantity ?? '',
  from: p?.period_starts_at ?? '',
  until: p?.period_ends_at ?? '',
});

function toInput(d: Draft): ProductInput {
  return {
    product_category_id: d.category,
    ...(d.catalog ? { catalog_category_id: Number(d.catalog) } : {}),
    name: d.name.trim(),
    amount: parseCents(d.amount),
    pigeons_active: d.active,
    pigeons_reserve: d.reserve,
    ...(d.max !== '' ? { max_quantity: d.max } : {}),
    ...(d.from ? { period_starts_at: d.from } : {}),
    ...(d.until ? { period_ends_at: d.until } : {}),
  };
}

/** One product edited in place (a new one when `product` is null); max quantity blank = unlimited (SPEC §5). */
export function ProductRow({ seasonId, product, currency }: { seasonId: number; product: Product | null; currency: Currency }) {
  const { t } = useTranslation();
  const { code, intlLocale } = useLanguage();
  const [d, setD] = useState<Draft>(() => toDraft(product, currency, intlLocale));
  const catalog = useProductCategories();
  const { dayHint } = useSeasonLoftTime(seasonId);
  const save = useSaveProduct();
  const remove = useDeleteProduct();
  const set = (patch: Partial<Draft>) => setD((x) => ({ ...x, ...patch }));
  const num = (v: string | number) => (typeof v === 'number' ? v : 0);
  const onSave = () =>
    save.mutate(
      { seasonId, id: product?.id ?? null, body: toInput(d) },
      {
        onSuccess: () => {
          notifySuccess(t('orders.saved'));
          if (!product) setD(toDraft(null, currency, intlLocale));
        },
      },
    );
  return (
    <Paper withBorder p="sm" radius="md" data-testid={product ? 'product-row' : 'product-new'}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xs">
        <NativeSelect
          label={t('orders.dueDates.category.label')}
          value={String(d.category)}
          onChange={(e) => set({ category: Number(e.currentTarget.value) })}
          data={CATEGORIES.map((c, i) => ({ value: String(i + 1), label: t(`products.category.${c}`) }))}
        />
        {/* The kind above decides what the product does; the category only where it shows. */}
        <NativeSelect
          label={t('productCategories.pick')}
          value={d.catalog}
          onChange={(e) => set({ catalog: e.currentTarget.value })}
          data={[{ value: '', label: t('productCategories.none') }, ...(catalog.data ?? []).map((c) => ({ value: String(c.id), label: categoryName(c, code) }))]}
          data-testid="product-catalog-category"
        />
        <TextInput label={t('orders.products.name')} value={d.name} maxLength={100} onChange={(e) => set({ name: e.currentTarget.value })} data-testid="product-name" />
        <TextInput
          label={`${t('orders.products.amount')} (${currency})`}
          value={d.amount}
          inputMode="decimal"
          onChange={(e) => set({ amount: e.currentTarget.value })}
          error={d.amount && Number.isNaN(parseCents(d.amount)) ? t('validation.required') : undefined}
          data-testid="product-amount"
        />
        <NumberInput
          label={t('products.maxQuantity')}
          description={t('orders.products.maxQuantityHint')}
          min={1}
          allowDecimal={false}
          value={d.max}
          onChange={(v) => set({ max: typeof v === 'number' ? v : '' })}
        />
        <NumberInput label={t('products.active')} min={0} allowDecimal={false} value={d.active} onChange={(v) => set({ active: num(v) })} />
        <NumberInput label={t('products.reserve')} min={0} allowDecimal={false} value={d.reserve} onChange={(v) => set({ reserve: num(v) })} />
        <TextInput type="date" label={t('orders.dueDates.startsAt')} description={dayHint()} value={d.from} onChange={(e) => set({ from: e.currentTarget.value })} />
        <TextInput type="date" label={t('orders.dueDates.endsAt')} description={dayHint()} value={d.until} onChange={(e) => set({ until: e.currentTarget.value })} />
      </SimpleGrid>
      {(save.isError || remove.isError) && (
        <Alert color="red" mt="xs" data-testid="product-error">
          {errorText(save.error ?? remove.error)}
        </Alert>
      )}
      <Group gap="xs" mt="xs">
        <Button size="xs" loading={save.isPending} onClick={onSave} data-testid="product-save">
          {product ? t('orders.save') : t('orders.add')}
        </Button>
        {product && (
          <Button
            size="xs"
            color="red"
            variant="subtle"
            loading={remove.isPending}
            onClick={() => remove.mutate(product.id, { onSuccess: () => notifySuccess(t('orders.deleted')) })}
            data-testid="product-delete"
          >
            {t('orders.delete')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
