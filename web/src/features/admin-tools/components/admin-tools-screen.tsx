import { Group, Loader, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { Paging } from '@/components/ui/paging';
import { useLofts } from '@/lib/api/lofts/get-lofts';
import { useListParams } from '@/lib/list-params';
import { ADMIN_LISTS, LIST_STATUSES, useAdminRows, type AdminList } from '../api/get-admin-rows';
import { statusKey } from '../lib/status-label';
import { AdminRowsTable } from './admin-rows-table';
import { ProductCategoriesPanel } from './product-categories-panel';

const TOOLS = [...ADMIN_LISTS, 'product_categories'] as const;
type Tool = (typeof TOOLS)[number];

function toTool(value: string | null): Tool {
  return TOOLS.includes(value as Tool) ? (value as Tool) : 'orders';
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** `/admin/tools`: the lists over every loft with their filters, and the product categories. */
export function AdminToolsScreen() {
  const { t } = useTranslation();
  const { params, set } = useListParams();
  const tool = toTool(params.get('list'));
  return (
    <Stack>
      <NativeSelect
        label={t('adminTools.list')}
        value={tool}
        onChange={(e) => set({ list: e.currentTarget.value, status: '', page: '' })}
        data={TOOLS.map((l) => ({ value: l, label: t(`adminTools.lists.${l}`) }))}
        w={{ base: '100%', xs: 280 }}
        data-testid="admin-tool"
      />
      {tool === 'product_categories' ? <ProductCategoriesPanel /> : <AdminListView list={tool} />}
    </Stack>
  );
}

function AdminListView({ list }: { list: AdminList }) {
  const { t } = useTranslation();
  const { params, page, perPage, search, text, setText, set } = useListParams();
  const loftId = Number(params.get('loft_id')) || 0;
  const statuses = LIST_STATUSES[list] ?? [];
  const status = statuses.includes(params.get('status') ?? '') ? (params.get('status') ?? '') : '';
  const day = (k: string) => (DAY.test(params.get(k) ?? '') ? (params.get(k) ?? '') : '');
  const from = day('from');
  const to = day('to');
  const lofts = useLofts({ page: 1, perPage: 100, search: '' });
  const { data, isPending } = useAdminRows({ list, page, perPage, search, loftId, status, from, to });
  const rows = data?.data ?? [];
  return (
    <Stack>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput label={t('adminTools.search')} type="search" value={text} onChange={(e) => setText(e.currentTarget.value)} flex="1 1 220px" data-testid="admin-search" />
        <NativeSelect
          label={t('adminTools.loft')}
          value={loftId ? String(loftId) : ''}
          onChange={(e) => set({ loft_id: e.currentTarget.value, page: '' })}
          data={[{ value: '', label: t('adminTools.allLofts') }, ...(lofts.data?.data ?? []).map((l) => ({ value: String(l.id), label: l.name }))]}
          w={{ base: '100%', xs: 220 }}
          data-testid="admin-loft-filter"
        />
        {statuses.length > 0 && (
          <NativeSelect
            label={t('adminTools.status')}
            value={status}
            onChange={(e) => set({ status: e.currentTarget.value, page: '' })}
            data={[{ value: '', label: t('adminTools.allStatuses') }, ...statuses.map((s) => ({ value: s, label: t(statusKey(list, s)) }))]}
            w={{ base: '100%', xs: 200 }}
            data-testid="admin-status-filter"
          />
        )}
        {list !== 'teams' && list !== 'customers' && (
          <>
            <TextInput label={t('adminTools.from')} type="date" value={from} onChange={(e) => set({ from: e.currentTarget.value, page: '' })} data-testid="admin-from" />
            <TextInput label={t('adminTools.to')} type="date" value={to} onChange={(e) => set({ to: e.currentTarget.value, page: '' })} data-testid="admin-to" />
          </>
        )}
      </Group>
      {isPending ? (
        <Loader mx="auto" />
      ) : rows.length === 0 ? (
        <EmptyState testId="admin-rows-empty">{t('adminTools.empty')}</EmptyState>
      ) : (
        <AdminRowsTable list={list} rows={rows} />
      )}
      <Paging page={page} perPage={perPage} total={data?.meta.total ?? 0} onChange={(p, size) => set({ page: String(p), per_page: String(size) })} />
    </Stack>
  );
}
