import { Badge, Button, Group, Image, Loader, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { UploadButton } from '@/components/ui/upload-button';
import { useQueryClient } from '@tanstack/react-query';
import { storeKeys } from '@/lib/api/cart/keys';
import type { Currency } from '@/lib/api/types';
import { browserTimeZone } from '@/lib/loft-time';
import { notifyError } from '@/lib/notify';
import { productImageUrl, useArchiveStoreProduct } from '../api/archive-store-product';
import type { StoreProduct } from '../api/get-store-front';
import { useSellerProducts } from '../api/get-seller-products';
import { ProductForm } from './product-form';
import { ProductPrice } from './product-price';

/** One product in the seller's list: what it is, its stock and state, with edit, image and archive. */
function DeskRow({ product, onEdit }: { product: StoreProduct; onEdit: () => void }) {
  const { t } = useTranslation();
  const archive = useArchiveStoreProduct();
  const queryClient = useQueryClient();
  return (
    <Paper withBorder p="sm" radius="md" data-testid={`desk-product-${product.id}`}>
      <Group align="flex-start" wrap="nowrap" gap="sm">
        {product.image_url && <Image src={product.image_url.replace('-full.', '-low.')} alt="" w={64} h={64} radius="sm" fit="cover" />}
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={600}>{product.name}</Text>
            <Badge variant="light">{t(`shop.kinds.${product.kind}`)}</Badge>
            {product.archived && <Badge color="gray">{t('shop.desk.archived')}</Badge>}
          </Group>
          <ProductPrice product={product} />
          <Text size="sm" c="dimmed">
            {product.stock == null ? t('shop.desk.unlimited') : t('shop.stockLeft', { count: product.stock })}
          </Text>
          <Group gap="xs" wrap="wrap">
            <Button size="xs" variant="default" onClick={onEdit} data-testid="desk-edit">
              {t('shop.desk.edit')}
            </Button>
            <Button
              size="xs"
              variant="subtle"
              color={product.archived ? 'teal' : 'red'}
              loading={archive.isPending}
              onClick={() => archive.mutate({ id: product.id, archived: !product.archived }, { onError: (e) => notifyError(e) })}
              data-testid="desk-archive"
            >
              {product.archived ? t('shop.desk.unarchive') : t('shop.desk.archive')}
            </Button>
          </Group>
          <UploadButton
            url={productImageUrl(product.id)}
            accept="image/png,image/jpeg"
            label={product.image_url ? t('shop.desk.replaceImage') : t('shop.desk.addImage')}
            onDone={() => void queryClient.invalidateQueries({ queryKey: storeKeys.all })}
            testId={`desk-image-${product.id}`}
          />
        </Stack>
      </Group>
    </Paper>
  );
}

/**
 * A seller's store desk (a loft's in its workspace, the service's in the administration): every product, archived ones
 * too, a form to add or change one, images and archiving. Products are never deleted: orders keep them.
 */
export function ProductDesk({ loftId, currency = 'EUR', timeZone }: { loftId: number | null; currency?: Currency; timeZone?: string }) {
  const { t } = useTranslation();
  const { data, isPending } = useSellerProducts(loftId);
  const [editing, setEditing] = useState<StoreProduct | 'new' | null>(null);
  const zone = timeZone || browserTimeZone();
  if (editing) {
    return (
      <Paper withBorder p="md" radius="md" maw={960}>
        <ProductForm loftId={loftId} product={editing === 'new' ? null : editing} currency={currency} timeZone={zone} onDone={() => setEditing(null)} />
      </Paper>
    );
  }
  return (
    <Stack gap="sm" maw={960} data-testid="product-desk">
      <Group justify="space-between">
        <Text c="dimmed" size="sm">
          {t('shop.desk.hint')}
        </Text>
        <Button onClick={() => setEditing('new')} data-testid="desk-new-product">
          {t('shop.desk.newProduct')}
        </Button>
      </Group>
      {isPending ? (
        <Loader />
      ) : (data ?? []).length === 0 ? (
        <EmptyState>{t('shop.desk.empty')}</EmptyState>
      ) : (
        (data ?? []).map((p) => <DeskRow key={p.id} product={p} onEdit={() => setEditing(p)} />)
      )}
    </Stack>
  );
}
