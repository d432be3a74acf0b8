import { Anchor, Button, Group, Loader, Modal, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { Paging } from '@/components/ui/paging';
import type { PageSize } from '@/config/constants';
import { paths } from '@/config/paths';
import { useCountryName } from '@/lib/api/countries/get-countries';
import { useStaffTeams, type StaffTeam } from '../api/get-staff-teams';
import { DeleteTeamForm } from './delete-team-form';
import { FancierManagementGate } from './fancier-gate';
import { GiveTeamForm } from './give-team-form';
import { TeamForm } from './team-form';

type Dialog = { kind: 'create' } | { kind: 'edit' | 'give' | 'delete'; team: StaffTeam } | null;

const TITLES = { create: 'fanciers.newTeam', edit: 'fanciers.editTeam', give: 'fanciers.giveTeam', delete: 'fanciers.deleteTeam' } as const;

/** The overview's teams tab: the loft's teams; staff create them for users, rename, give away and delete them. */
export function TeamsTab({ loftId, seasonId }: { loftId: number; seasonId: number }) {
  return (
    <FancierManagementGate loftId={loftId}>
      <TeamsList loftId={loftId} seasonId={seasonId} />
    </FancierManagementGate>
  );
}

function TeamsList({ loftId, seasonId }: { loftId: number; seasonId: number }) {
  const { t } = useTranslation();
  const countryName = useCountryName();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState<PageSize>(25);
  const [dialog, setDialog] = useState<Dialog>(null);
  const { data, isPending } = useStaffTeams({ loftId, page, perPage, search: debounced });
  const teams = data?.data ?? [];
  const close = () => setDialog(null);

  return (
    <Stack data-testid="teams-admin">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          aria-label={t('fanciers.searchTeams')}
          placeholder={t('fanciers.searchTeams')}
          type="search"
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
          flex="1 1 240px"
          data-testid="teams-search"
        />
        <Button onClick={() => setDialog({ kind: 'create' })} data-testid="team-new">
          {t('fanciers.newTeam')}
        </Button>
      </Group>
      {isPending ? (
        <Loader mx="auto" />
      ) : teams.length === 0 ? (
        <EmptyState testId="teams-empty">{debounced ? t('fanciers.noTeamsFound') : t('fanciers.noTeams')}</EmptyState>
      ) : (
        <Table.ScrollContainer minWidth={340}>
          <Table striped highlightOnHover verticalSpacing="xs" data-testid="teams-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('fanciers.team')}</Table.Th>
                <Table.Th visibleFrom="sm">{t('fanciers.fancier')}</Table.Th>
                <Table.Th visibleFrom="sm">{t('fanciers.country')}</Table.Th>
                <Table.Th ta="end">{t('fanciers.pigeons')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {teams.map((team) => (
                <Table.Tr key={team.id} data-testid="team-row" data-team={team.name}>
                  <Table.Td maw={260} style={{ overflowWrap: 'break-word' }}>
                    <Anchor component={Link} to={paths.team.getHref(loftId, team.id)}>
                      {team.name}
                    </Anchor>
                    {/* On a phone the fancier and country go under the team's name. */}
                    <Text size="xs" c="dimmed" hiddenFrom="sm">
                      {team.fancier} · {countryName(team.country)}
                    </Text>
                  </Table.Td>
                  <Table.Td maw={220} style={{ overflowWrap: 'break-word' }} visibleFrom="sm" data-testid="team-fancier">
                    {team.fancier}
                  </Table.Td>
                  <Table.Td visibleFrom="sm">{countryName(team.country)}</Table.Td>
                  <Table.Td ta="end">{team.pigeons_count}</Table.Td>
                  <Table.Td>
                    <Group gap={4} justify="flex-end">
                      <Button size="compact-xs" variant="light" onClick={() => setDialog({ kind: 'edit', team })} data-testid="team-edit">
                        {t('fanciers.edit')}
                      </Button>
                      <Button size="compact-xs" variant="light" onClick={() => setDialog({ kind: 'give', team })} data-testid="team-give">
                        {t('fanciers.give')}
                      </Button>
                      <Button size="compact-xs" variant="light" color="red" onClick={() => setDialog({ kind: 'delete', team })} data-testid="team-delete">
                        {t('fanciers.delete')}
                      </Button>
                    </Group>
                  </Table.Td>
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
      <Modal opened={dialog !== null} onClose={close} title={dialog ? t(TITLES[dialog.kind]) : ''} centered size="lg">
        {dialog?.kind === 'create' && <TeamForm loftId={loftId} seasonId={seasonId} team={null} onDone={close} />}
        {dialog?.kind === 'edit' && <TeamForm key={dialog.team.id} loftId={loftId} seasonId={seasonId} team={dialog.team} onDone={close} />}
        {dialog?.kind === 'give' && <GiveTeamForm loftId={loftId} seasonId={seasonId} team={dialog.team} onDone={close} />}
        {dialog?.kind === 'delete' && <DeleteTeamForm team={dialog.team} onDone={close} />}
      </Modal>
    </Stack>
  );
}
