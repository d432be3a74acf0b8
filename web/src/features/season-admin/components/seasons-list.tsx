import { Anchor, Box, Button, Group, Loader, NativeSelect, Paper, Select, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminPage } from '@/components/layouts/admin-page';
import { EmptyState } from '@/components/ui/empty-state';
import { Paging } from '@/components/ui/paging';
import { paths } from '@/config/paths';
import { useListParams } from '@/lib/list-params';
import { useAdminSeasons, type AdminSeasonsQuery } from '../api/get-admin-seasons';
import { useLoftChoices } from '../api/get-loft-choices';
import { SEASON_STATES, type SeasonState } from '../lib/season-form';
import { SeasonBadges } from './season-badges';
import { SeasonPlaces } from './season-places';

/** The filters and paging of the list, kept in the address so that a link or "back" shows the same list. */
function useListQuery() {
  const list = useListParams();
  const state = list.params.get('state') ?? '';
  const registration = list.params.get('registration') ?? '';
  const query: AdminSeasonsQuery = {
    loftId: Number(list.params.get('loft')) || null,
    state: (SEASON_STATES as string[]).includes(state) ? (state as SeasonState) : '',
    registration: registration === 'open' || registration === 'closed' ? registration : '',
    search: list.search,
    page: list.page,
    perPage: list.perPage,
  };
  return { ...list, query };
}

/** `/admin/seasons`: the seasons the user manages, filtered by loft, state, registration and name, paged 25/50/100. */
export function SeasonsList() {
  const { t } = useTranslation();
  const { query, set, text, setText } = useListQuery();
  const [loftSearch, setLoftSearch] = useState('');
  const [loftSearchDebounced] = useDebouncedValue(loftSearch, 300);
  const lofts = useLoftChoices(loftSearchDebounced);
  const { data, isPending } = useAdminSeasons(query);
  const seasons = data?.data ?? [];
  const filtered = !!(query.loftId || query.state || query.registration || query.search);

  const loftValue = query.loftId ? String(query.loftId) : null;
  const loftData = lofts.choices.some((c) => c.value === loftValue) || !loftValue ? lofts.choices : [...lofts.choices, { value: loftValue, label: `#${loftValue}` }];

  return (
    <AdminPage
      title={t('admin.seasons')}
      actions={
        <Button component={Link} to={paths.adminSeasonCreate.getHref()} data-testid="season-new">
          {t('adminSeasons.new')}
        </Button>
      }
    >
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm" data-testid="season-filters">
          <TextInput
            type="search"
            label={t('adminSeasons.filters.search')}
            placeholder={t('adminSeasons.filters.searchPlaceholder')}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            data-testid="season-search"
          />
          <Select
            label={t('adminSeasons.filters.loft')}
            placeholder={t('adminSeasons.filters.allLofts')}
            data={loftData}
            value={loftValue}
            onChange={(v) => set({ loft: v ?? '' })}
            searchable
            clearable
            onSearchChange={setLoftSearch}
            nothingFoundMessage={lofts.isPending ? t('adminSeasons.loading') : t('adminSeasons.filters.noLoft')}
            data-testid="season-loft-filter"
          />
          <NativeSelect
            label={t('adminSeasons.filters.state')}
            value={query.state}
            onChange={(e) => set({ state: e.currentTarget.value })}
            data={[{ value: '', label: t('adminSeasons.filters.allStates') }, ...SEASON_STATES.map((s) => ({ value: s, label: t(`seasons.state.${s}`) }))]}
            data-testid="season-state-filter"
          />
          <NativeSelect
            label={t('adminSeasons.filters.registration')}
            value={query.registration}
            onChange={(e) => set({ registration: e.currentTarget.value })}
            data={[
              { value: '', label: t('adminSeasons.filters.anyRegistration') },
              { value: 'open', label: t('seasons.registrationOpen') },
              { value: 'closed', label: t('seasons.registrationClosed') },
            ]}
            data-testid="season-registration-filter"
          />
        </SimpleGrid>
        {isPending ? (
          <Loader mx="auto" />
        ) : seasons.length === 0 ? (
          <EmptyState testId="seasons-empty">{t(filtered ? 'adminSeasons.emptyFiltered' : 'adminSeasons.empty')}</EmptyState>
        ) : (
          <>
            <Box visibleFrom="sm">
              <Table.ScrollContainer minWidth={720}>
                <Table verticalSpacing="sm" highlightOnHover data-testid="seasons-table">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('adminSeasons.columns.season')}</Table.Th>
                      <Table.Th>{t('adminSeasons.columns.loft')}</Table.Th>
                      <Table.Th>{t('adminSeasons.columns.state')}</Table.Th>
                      <Table.Th>{t('adminSeasons.columns.places')}</Table.Th>
                      <Table.Th ta="end">{t('adminSeasons.columns.orders')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {seasons.map((s) => (
                      <Table.Tr key={s.id} data-testid="season-row" data-season-id={s.id}>
                        <Table.Td maw={280}>
                          <Anchor component={Link} to={paths.adminSeason.getHref(s.id)} fw={600} style={{ wordBreak: 'break-word' }} data-testid="season-link">
                            {s.name}
                          </Anchor>
                          <Text size="xs" c="dimmed">
                            {s.currency}
                          </Text>
                        </Table.Td>
                        <Table.Td maw={220} style={{ wordBreak: 'break-word' }}>
                          {s.loft_name}
                        </Table.Td>
                        <Table.Td>
                          <SeasonBadges state={s.state} registrationOpen={s.registration_open} />
                        </Table.Td>
                        <Table.Td>
                          <SeasonPlaces taken={s.places_taken.total} capacity={s.total_spots} />
                        </Table.Td>
                        <Table.Td ta="end">{s.orders_count}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Box>
            {/* Phones get a card per season: the table's columns would not fit. */}
            <Stack gap="xs" hiddenFrom="sm" data-testid="season-cards">
              {seasons.map((s) => (
                <Paper key={s.id} withBorder radius="md" p="sm" data-testid="season-card" data-season-id={s.id}>
                  <Stack gap={6}>
                    <Anchor component={Link} to={paths.adminSeason.getHref(s.id)} fw={600} style={{ wordBreak: 'break-word' }}>
                      {s.name}
                    </Anchor>
                    <Text size="sm" c="dimmed" style={{ wordBreak: 'break-word' }}>
                      {s.loft_name} · {s.currency}
                    </Text>
                    <SeasonBadges state={s.state} registrationOpen={s.registration_open} />
                    <Group justify="space-between" wrap="nowrap" align="flex-end">
                      <SeasonPlaces taken={s.places_taken.total} capacity={s.total_spots} />
                      <Text size="sm" c="dimmed">
                        {t('adminSeasons.ordersCount', { count: s.orders_count })}
                      </Text>
                    </Group>
                  </Stack>
                </Paper>
              ))}
            </Stack>
          </>
        )}
        {data && data.meta.total > 0 && (
          <Paging page={query.page} perPage={query.perPage} total={data.meta.total} onChange={(p, pp) => set({ page: String(p), per_page: String(pp) })} />
        )}
      </Stack>
    </AdminPage>
  );
}
