import { Button, Group, NativeSelect, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Schema } from '@/lib/api/types';
import { notifySuccess } from '@/lib/notify';
import { useUserSeason } from '../api/get-user-season';
import { useUpdatePigeon } from '../api/update-pigeon';
import type { Sex } from '../lib/registration-form';

type Pigeon = Schema<'Pigeon'>;
const SEXES: Sex[] = ['cock', 'hen', 'unknown'];

function PigeonRow({ pigeon, editable }: { pigeon: Pigeon; editable: boolean }) {
  const { t } = useTranslation();
  const update = useUpdatePigeon();
  const [draft, setDraft] = useState<{ ring: string; name: string; color: string; sex: Sex } | null>(null);
  // The loft has fitted the chip ring: the owner no longer edits the bird (SPEC §4), and reads why before trying.
  const locked = editable && !!pigeon.chip_fitted;
  if (!draft) {
    return (
      <Table.Tr data-testid="order-pigeon">
        <Table.Td>
          {pigeon.ring}
          {locked && (
            <Text size="xs" c="dimmed" data-testid="chip-fitted">
              {t('registration.chipFitted')}
            </Text>
          )}
        </Table.Td>
        <Table.Td>{pigeon.name}</Table.Td>
        <Table.Td>{pigeon.color}</Table.Td>
        <Table.Td>{t(`pigeons.sexes.${pigeon.sex}`)}</Table.Td>
        <Table.Td>
          {editable && (
            <Button size="compact-xs" variant="subtle" disabled={locked} onClick={() => setDraft({ ring: pigeon.ring, name: pigeon.name, color: pigeon.color, sex: pigeon.sex })}>
              {t('registration.edit')}
            </Button>
          )}
        </Table.Td>
      </Table.Tr>
    );
  }
  const save = () =>
    update.mutate(
      { id: pigeon.id, body: draft },
      {
        onSuccess: () => {
          setDraft(null);
          notifySuccess(t('registration.saved'));
        },
      },
    );
  return (
    <Table.Tr data-testid="order-pigeon-edit">
      <Table.Td>
        <TextInput size="xs" aria-label={t('pigeons.ring')} value={draft.ring} onChange={(e) => setDraft({ ...draft, ring: e.currentTarget.value })} />
      </Table.Td>
      <Table.Td>
        <TextInput size="xs" aria-label={t('pigeons.name')} value={draft.name} onChange={(e) => setDraft({ ...draft, name: e.currentTarget.value })} />
      </Table.Td>
      <Table.Td>
        <TextInput size="xs" aria-label={t('pigeons.color')} value={draft.color} onChange={(e) => setDraft({ ...draft, color: e.currentTarget.value })} />
      </Table.Td>
      <Table.Td>
        <NativeSelect
          size="xs"
          aria-label={t('pigeons.sex')}
          value={draft.sex}
          onChange={(e) => setDraft({ ...draft, sex: e.currentTarget.value as Sex })}
          data={SEXES.map((s) => ({ value: s, label: t(`pigeons.sexes.${s}`) }))}
        />
      </Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          <Button size="compact-xs" loading={update.isPending} onClick={save}>
            {t('registration.save')}
          </Button>
          <Button size="compact-xs" variant="subtle" onClick={() => setDraft(null)}>
            ×
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/** The order team's pigeons in the season; editable after confirmation until the chip ring (server decides). */
export function OrderPigeons({ userId, seasonId, teamId, editable }: { userId: number | undefined; seasonId: number; teamId: number; editable: boolean }) {
  const { t } = useTranslation();
  const pigeons = (useUserSeason(userId, seasonId).data?.pigeons ?? []).filter((p) => p.team_id === teamId);
  return (
    <section>
      <Title order={2} fz="h4" mb="xs">
        {t('registration.teamPigeons')}
      </Title>
      {pigeons.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('registration.noPigeons')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table fz="sm" data-testid="order-pigeons">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('pigeons.ring')}</Table.Th>
                <Table.Th>{t('pigeons.name')}</Table.Th>
                <Table.Th>{t('pigeons.color')}</Table.Th>
                <Table.Th>{t('pigeons.sex')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {pigeons.map((p) => (
                <PigeonRow key={p.id} pigeon={p} editable={editable} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </section>
  );
}
