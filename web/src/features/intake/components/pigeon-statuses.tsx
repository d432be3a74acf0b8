import { Alert, Button, Checkbox, Group, NativeSelect, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { Paging } from '@/components/ui/paging';
import type { PageSize } from '@/config/constants';
import { fieldError } from '@/lib/api/field-error';
import { useSeasonPigeons, useSetStatuses } from '../api/season-pigeons';

// SPEC §4: health statuses 1–9, progressive 10–12, by id.
const STATUSES = [
  [1, 'active'],
  [2, 'reserve'],
  [3, 'activated_reserve'],
  [4, 'died'],
  [5, 'lost'],
  [6, 'injured'],
  [7, 'for_sale'],
  [8, 'unassigned'],
  [9, 'assigned'],
  [10, 'reserve_activation_pending'],
  [11, 'final_flight_activation_pending'],
  [12, 'activated_final_flight'],
] as const;

/**
 * The season's pigeons for the loft's staff: search by ring or name, tick one or many, and give them a
 * status with a note (a lost bird that comes back is set active again). All or none are changed.
 */
export function PigeonStatuses({ seasonId }: { seasonId: number }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState<PageSize>(25);
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  // Nothing chosen: a preselected status (it was Injured) would be applied by a hurried click.
  const [type, setType] = useState('');
  const [note, setNote] = useState('');
  const [done, setDone] = useState(0);
  const pigeons = useSeasonPigeons({ seasonId, search, page, perPage });
  const save = useSetStatuses(seasonId);
  const rows = pigeons.data?.data ?? [];

  const toggle = (id: number) =>
    setChosen((s) => {
      const next = new Set(s);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const apply = () =>
    save.mutate(
      { seasonId, pigeonIds: [...chosen], type: Number(type), note },
      {
        onSuccess: () => {
          setDone(chosen.size);
          setChosen(new Set());
          setNote('');
        },
      },
    );
  const label = (code: string | undefined) => (code ? t(`pigeons.statuses.${code}`) : '–');

  return (
    <Stack gap="sm">
      <TextInput
        label={t('intake.statuses.search')}
        value={search}
        onChange={(e) => {
          setSearch(e.currentTarget.value);
          setPage(1);
        }}
        w={{ base: '100%', sm: 320 }}
        data-testid="intake-pigeon-search"
      />
      {rows.length === 0 && !pigeons.isPending ? (
        <EmptyState testId="intake-pigeons-empty">{t('intake.statuses.empty')}</EmptyState>
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table striped data-testid="intake-pigeons">
            <Table.Thead>
              <Table.Tr>
                <Table.Th aria-label={t('intake.statuses.choose')} />
                <Table.Th>{t('intake.scan.ring')}</Table.Th>
                <Table.Th>{t('intake.statuses.team')}</Table.Th>
                <Table.Th>{t('intake.statuses.health')}</Table.Th>
                <Table.Th>{t('intake.statuses.progressive')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((p) => (
                <Table.Tr key={p.id} data-testid="intake-pigeon" data-ring={p.ring}>
                  <Table.Td>
                    <Checkbox aria-label={p.ring} checked={chosen.has(p.id)} onChange={() => toggle(p.id)} data-testid="intake-pigeon-choose" />
                  </Table.Td>
                  <Table.Td ff="monospace">
                    {p.ring}
                    {p.name && (
                      <Text span c="dimmed" size="sm">
                        {' '}
                        {p.name}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{p.team?.name ?? '–'}</Table.Td>
                  <Table.Td data-testid="intake-pigeon-health" title={p.latest_pigeon_health_status?.note || undefined}>
                    {label(p.latest_pigeon_health_status?.pigeon_status_type.code)}
                  </Table.Td>
                  <Table.Td>{label(p.latest_pigeon_progressive_status?.pigeon_status_type.code)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {pigeons.data && (
        <Paging
          page={page}
          perPage={perPage}
          total={pigeons.data.meta.total}
          onChange={(p, pp) => {
            setPage(p);
            setPerPage(pp);
          }}
        />
      )}
      <Group align="flex-end" wrap="wrap" gap="sm">
        <NativeSelect
          label={t('intake.statuses.newStatus')}
          value={type}
          onChange={(e) => setType(e.currentTarget.value)}
          required
          data={[
            { value: '', label: t('intake.statuses.pickStatus'), disabled: true },
            ...STATUSES.map(([id, code]) => ({ value: String(id), label: t(`pigeons.statuses.${code}`) })),
          ]}
          w={{ base: '100%', sm: 260 }}
          data-testid="intake-status-type"
        />
        <TextInput
          label={t('intake.statuses.note')}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          maxLength={500}
          w={{ base: '100%', sm: 320 }}
          data-testid="intake-status-note"
        />
        <Button onClick={apply} disabled={chosen.size === 0 || type === ''} loading={save.isPending} data-testid="intake-status-apply">
          {t('intake.statuses.apply', { count: chosen.size })}
        </Button>
      </Group>
      {save.error && (
        <Alert color="red" data-testid="intake-status-error">
          {fieldError(save.error, 'pigeon_status_type_id') ?? save.error.message}
        </Alert>
      )}
      {done > 0 && !save.error && (
        <Text size="sm" c="green" data-testid="intake-status-done">
          {t('intake.statuses.done', { count: done })}
        </Text>
      )}
    </Stack>
  );
}
