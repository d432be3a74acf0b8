import { ActionIcon, Alert, Button, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/api/error-text';
import { categoryName, useProductCategories, type ProductCategory } from '@/lib/api/product-categories/get-product-categories';
import { useLanguage } from '@/lib/i18n/use-language';
import { useDeleteProductCategory, useOrderProductCategories } from '../api/product-category-changes';
import { CategoryForm } from './category-form';

/** The product categories: named, ordered, translated; removable while no product uses them. */
export function ProductCategoriesPanel() {
  const { t } = useTranslation();
  const { code } = useLanguage();
  const { data, isPending } = useProductCategories();
  const order = useOrderProductCategories();
  const remove = useDeleteProductCategory();
  const [editing, setEditing] = useState<ProductCategory | 'new' | null>(null);
  const cats = data ?? [];
  const move = (i: number, by: number) => {
    const ids = cats.map((c) => c.id);
    [ids[i], ids[i + by]] = [ids[i + by], ids[i]];
    order.mutate(ids);
  };
  const failed = order.error ?? remove.error;
  if (isPending) return <Loader mx="auto" />;
  return (
    <Stack data-testid="product-categories">
      <Text size="sm" c="dimmed">
        {t('productCategories.intro')}
      </Text>
      {failed && <Alert color="red">{errorText(failed)}</Alert>}
      <Table verticalSpacing="xs">
        <Table.Tbody>
          {cats.map((c, i) => (
            <Table.Tr key={c.id} data-testid="product-category">
              <Table.Td>
                <Text fw={600}>{categoryName(c, code)}</Text>
                <Text size="xs" c="dimmed">
                  {t('productCategories.products', { count: c.products })}
                </Text>
              </Table.Td>
              <Table.Td>
                <Group gap={4} justify="flex-end" wrap="nowrap">
                  <ActionIcon variant="subtle" aria-label={t('productCategories.up')} disabled={i === 0 || order.isPending} onClick={() => move(i, -1)}>
                    ↑
                  </ActionIcon>
                  <ActionIcon variant="subtle" aria-label={t('productCategories.down')} disabled={i === cats.length - 1 || order.isPending} onClick={() => move(i, 1)}>
                    ↓
                  </ActionIcon>
                  <Button size="xs" variant="light" onClick={() => setEditing(c)} data-testid="category-edit">
                    {t('productCategories.edit')}
                  </Button>
                  <Button size="xs" variant="subtle" color="red" disabled={c.products > 0 || remove.isPending} onClick={() => remove.mutate(c.id)}>
                    {t('productCategories.remove')}
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {editing ? (
        <CategoryForm category={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
      ) : (
        <Button onClick={() => setEditing('new')} w="fit-content" data-testid="category-add">
          {t('productCategories.add')}
        </Button>
      )}
    </Stack>
  );
}
