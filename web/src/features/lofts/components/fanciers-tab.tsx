import { Anchor, Loader, Stack, Table, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { Paging } from '@/components/ui/paging';
import type { PageSize } from '@/config/constants';
import { paths } from '@/config/paths';
import type { DisplaySwitches } from '@/lib/api/types';
import { useCountryName } from '@/lib/api/countries/get-countries';
import { useLoftTeams } from '@/lib/api/lofts/get-loft-teams';

type Props = { loftId: number; seasonId?: number; fields: DisplaySwitches };

/** The loft's fanciers; the loft's display-field switches choose the columns. */
export function FanciersTab({ loftId, seasonId, fields }: Props) {
  const { t } = useTranslation();
  const countryName = useCountryName();
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState<PageSize>(25);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const { data, isPending } = useLoftTeams({ loftId, seasonId, page, perPage, search: debounced });
  const teams = data?.data ?? [];
  const show = { team: fields.team ?? true, country: fields.country ?? true, fancier: fields.fancier ?? true, pigeonsCount: fields.pigeonsCount ?? true };

  return (
    <Stack>
      <TextInput
        aria-label={t('teams.searchPlaceholder')}
        placeholder={t('teams.searchPlaceholder')}
        type="search"
        value={search}
        onChange={(e) => {
          setSearch(e.currentTarget.value);
          setPage(1);
        }}
      />
      {isPending ? (
        <Loader mx="auto" />
      ) : teams.length === 0 ? (
        <EmptyState>{t('teams.empty')}</EmptyState>
      ) : (
        <Table.ScrollContainer minWidth={320}>
          <Table striped highlightOnHover data-testid="fanciers-table">
            <Table.Thead>
              <Table.Tr>
                {show.team && <Table.Th>{t('teams.team')}</Table.Th>}
                {show.fancier && <Table.Th>{t('teams.fancier')}</Table.Th>}
                {show.country && <Table.Th>{t('teams.country')}</Table.Th>}
                {show.pigeonsCount && <Table.Th ta="end">{t('teams.pigeonsCount')}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {teams.map((team) => (
                <Table.Tr key={team.id}>
                  {show.team && (
                    <Table.Td>
                      <Anchor component={Link} to={paths.team.getHref(loftId, team.id)}>
                        {team.name}
                      </Anchor>
                    </Table.Td>
                  )}
                  {show.fancier && <Table.Td>{team.fancier}</Table.Td>}
                  {show.country && <Table.Td>{countryName(team.country)}</Table.Td>}
                  {show.pigeonsCount && <Table.Td ta="end">{team.pigeons_count}</Table.Td>}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Paging
        page={page}
        perPage={perPage}
        total={data?.meta.total ?? 0}
        onChange={(p, size) => {
          setPage(p);
          setPerPage(size);
        }}
      />
    </Stack>
  );
}
