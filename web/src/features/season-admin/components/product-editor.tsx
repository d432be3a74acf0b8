import { Loader, Stack } from '@mantine/core';
import type { Currency } from '@/lib/api/types';
import { useStaffProducts } from '../api/get-staff-products';
import { ProductRow } from './product-row';

/** The season's products, each editable, and a row to add one. */
export function ProductEditor({ seasonId, currency }: { seasonId: number; currency: Currency }) {
  const { data, isPending } = useStaffProducts(seasonId);
  if (isPending) return <Loader />;
  return (
    <Stack gap="sm" data-testid="product-editor">
      {(data ?? []).map((p) => (
        <ProductRow key={`${p.id}-${p.amount}-${p.name}-${p.max_quantity}`} seasonId={seasonId} product={p} currency={currency} />
      ))}
      <ProductRow seasonId={seasonId} product={null} currency={currency} />
    </Stack>
  );
}
