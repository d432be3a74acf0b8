import { Group, NativeSelect, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES, type PageSize } from '@/config/constants';

type Props = { page: number; perPage: PageSize; total: number; onChange: (page: number, perPage: PageSize) => void };

export function toPageSize(value: unknown): PageSize {
  const n = Number(value);
  return (PAGE_SIZES as readonly number[]).includes(n) ? (n as PageSize) : PAGE_SIZES[0];
}

/** Page buttons and the page size (25, 50, 100). */
export function Paging({ page, perPage, total, onChange }: Props) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / perPage));
  return (
    <Group justify="space-between" mt="md" wrap="wrap" gap="sm">
      <Pagination
        total={pages}
        value={page}
        onChange={(p) => onChange(p, perPage)}
        size="sm"
        siblings={1}
        // The arrow buttons show only an icon: they need a name for screen readers.
        getControlProps={(control) => ({ 'aria-label': t(`a11y.pagination.${control}`) })}
        getItemProps={(p) => ({ 'aria-label': t('a11y.pagination.page', { page: p }), 'aria-current': p === page ? 'page' : undefined })}
      />
      <Group gap="xs" wrap="nowrap">
        <Text size="sm" c="dimmed" data-testid="total">
          {t('common.total', { count: total })}
        </Text>
        <NativeSelect
          aria-label={t('common.perPage')}
          data-testid="per-page"
          size="xs"
          w={80}
          data={PAGE_SIZES.map(String)}
          value={String(perPage)}
          onChange={(e) => onChange(1, toPageSize(e.currentTarget.value))}
        />
      </Group>
    </Group>
  );
}
