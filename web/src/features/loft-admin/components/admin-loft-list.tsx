import { Anchor, Badge, Group, Loader, SegmentedControl, Stack, Table, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { Paging } from '@/components/ui/paging';
import { paths } from '@/config/paths';
import { useCountryName } from '@/lib/api/countries/get-countries';
import { useListParams } from '@/lib/list-params';
import { useAdminLofts, type ArchivedFilter } from '../api/get-admin-lofts';

const FILTERS: ArchivedFilter[] = ['exclude', 'include', 'only'];
const asFilter = (v: string | null): ArchivedFilter => (FILTERS.includes(v as ArchivedFilter) ? (v as ArchivedFilter) : 'exclude');
const PACKAGE_COLORS = { legacy: 'gray', basic: 'blue', premium: 'grape' } as const;

/** `/admin/lofts`: every loft, paged and searchable, archived ones on request; page, size, search and filter live in the URL. */
export function AdminLoftList() {
  const { t } = useTranslation();
  const countryName = useCountryName();
  const { params, page, perPage, search, text, setText, set } = useListParams();
  const archived = asFilter(params.get('archived'));

  const { data, isPending } = useAdminLofts({ page, perPage, search, archived });
  const lofts = data?.data ?? [];
  return (
    <Stack>
      <Group align="flex-end" wrap="wrap" gap="sm">
        <TextInput
          label={t('adminLofts.search')}
          placeholder={t('adminLofts.searchPlaceholder')}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          type="search"
          w={{ base: '100%', sm: 320 }}
          data-testid="admin-loft-search"
        />
        <SegmentedControl
          aria-label={t('adminLofts.archivedFilter.label')}
          value={archived}
          onChange={(v) => set({ archived: v === 'exclude' ? null : v, page: null })}
          data={FILTERS.map((f) => ({ value: f, label: t(`adminLofts.archivedFilter.${f}`) }))}
          data-testid="admin-loft-archived"
        />
      </Group>
      {isPending ? (
        <Loader mx="auto" />
      ) : lofts.length === 0 ? (
        <EmptyState testId="admin-lofts-empty">{t(search || archived !== 'exclude' ? 'adminLofts.empty' : 'adminLofts.emptyAll')}</EmptyState>
      ) : (
        <Table.ScrollContainer minWidth={760}>
          <Table striped highlightOnHover verticalSpacing="xs" data-testid="admin-loft-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('adminLofts.columns.name')}</Table.Th>
                <Table.Th>{t('adminLofts.columns.country')}</Table.Th>
                <Table.Th>{t('adminLofts.columns.city')}</Table.Th>
                <Table.Th>{t('adminLofts.columns.unit')}</Table.Th>
                <Table.Th>{t('adminLofts.columns.package')}</Table.Th>
                <Table.Th ta="end">{t('adminLofts.columns.seasons')}</Table.Th>
                <Table.Th ta="end">{t('adminLofts.columns.merchants')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lofts.map((l) => (
                <Table.Tr key={l.id} data-testid="admin-loft-row">
                  <Table.Td maw={320}>
                    <Group gap={6} wrap="nowrap">
                      <Anchor component={Link} to={paths.adminLoft.getHref(l.id)} fw={500} truncate="end" data-testid="admin-loft-link">
                        {l.name}
                      </Anchor>
                      {l.archived_at && (
                        <Badge size="xs" color="gray" variant="outline" style={{ flexShrink: 0 }}>
                          {t('adminLofts.archivedBadge')}
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>{countryName(l.country)}</Table.Td>
                  <Table.Td>{l.city}</Table.Td>
                  <Table.Td>{t(`adminLofts.units.${l.unit}`)}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={PACKAGE_COLORS[l.package]} miw="max-content" data-testid="admin-loft-package">
                      {t(`lofts.package.${l.package}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td ta="end">{l.seasons_count}</Table.Td>
                  <Table.Td ta="end">
                    <Text span c={l.active_merchants === 0 ? 'red' : undefined} size="sm">
                      {l.active_merchants}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Paging page={page} perPage={perPage} total={data?.meta.total ?? 0} onChange={(p, size) => set({ page: String(p), per_page: String(size) })} />
    </Stack>
  );
}
