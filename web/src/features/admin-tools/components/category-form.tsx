import { Alert, Button, Group, Paper, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/api/error-text';
import { fieldError } from '@/lib/api/field-error';
import type { ProductCategory } from '@/lib/api/product-categories/get-product-categories';
import { LANGUAGES } from '@/lib/i18n/languages';
import { useCreateProductCategory, useUpdateProductCategory } from '../api/product-category-changes';

/** A category's English name and its translations, one field per language; a blank one shows the name. */
export function CategoryForm({ category, onDone }: { category: ProductCategory | null; onDone: () => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState(category?.name ?? '');
  const [names, setNames] = useState<Record<string, string>>(category?.names ?? {});
  const create = useCreateProductCategory();
  const update = useUpdateProductCategory();
  const saving = create.isPending || update.isPending;
  const error = create.error ?? update.error;
  const save = () => {
    const body = { name, names };
    if (category) update.mutate({ id: category.id, body }, { onSuccess: onDone });
    else create.mutate(body, { onSuccess: onDone });
  };
  return (
    <Paper withBorder p="md" data-testid="category-form">
      <Stack>
        <TextInput
          label={t('productCategories.name')}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={fieldError(error, 'name')}
          required
          data-testid="category-name"
        />
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          {LANGUAGES.filter((l) => l.code !== 'en').map((l) => (
            <TextInput
              key={l.code}
              label={l.name}
              dir={l.code === 'ar' ? 'rtl' : undefined}
              value={names[l.code] ?? ''}
              onChange={(e) => setNames({ ...names, [l.code]: e.currentTarget.value })}
              error={fieldError(error, `names.${l.code}`)}
              data-testid={`category-name-${l.code}`}
            />
          ))}
        </SimpleGrid>
        {error && !fieldError(error, 'name') && <Alert color="red">{errorText(error)}</Alert>}
        <Group>
          <Button onClick={save} loading={saving} data-testid="category-save">
            {t('productCategories.save')}
          </Button>
          <Button variant="subtle" onClick={onDone}>
            {t('productCategories.cancel')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
