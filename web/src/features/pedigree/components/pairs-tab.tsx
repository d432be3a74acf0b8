import { Alert, Anchor, Button, Group, NumberInput, Stack, Table, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import { errorText } from '@/lib/api/error-text';
import { fieldError } from '@/lib/api/field-error';
import { useBreedingPairs, useDeleteBreedingPair, useSaveBreedingPair } from '../api/pairs';
import { ParentSelect } from './parent-select';

const today = () => new Date().toISOString().slice(0, 10);

/** Breeding pairs: pair a cock and a hen from a day with their rounds; each shows how many youngsters it bred. */
export function PairsTab({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const list = useBreedingPairs();
  const save = useSaveBreedingPair();
  const remove = useDeleteBreedingPair();
  const [cock, setCock] = useState<number | null>(null);
  const [hen, setHen] = useState<number | null>(null);
  const [from, setFrom] = useState(today());
  const [rounds, setRounds] = useState<number | string>(0);
  const pairs = list.data ?? [];
  const add = () => save.mutate({ body: { cock_id: cock ?? 0, hen_id: hen ?? 0, from, rounds: Number(rounds) || 0 } }, { onSuccess: () => (setCock(null), setHen(null)) });
  const ring = (p?: { id: number; ring: string } | null) =>
    p ? (
      <Anchor component={Link} to={paths.pedigreePigeon.getHref(p.id)} dir="ltr">
        {p.ring}
      </Anchor>
    ) : (
      '—'
    );
  return (
    <Stack data-testid="pedigree-pairs">
      {canEdit && (
        <Group align="flex-start" wrap="wrap" gap="sm">
          <ParentSelect label={t('pedigree.pairs.cock')} not="hen" value={cock} onChange={setCock} error={fieldError(save.error, 'cock_id')} testId="pair-cock" />
          <ParentSelect label={t('pedigree.pairs.hen')} not="cock" value={hen} onChange={setHen} error={fieldError(save.error, 'hen_id')} testId="pair-hen" />
          <TextInput type="date" label={t('pedigree.pairs.from')} value={from} onChange={(e) => setFrom(e.currentTarget.value)} error={fieldError(save.error, 'from')} />
          <NumberInput label={t('pedigree.pairs.rounds')} min={0} max={20} w={100} value={rounds} onChange={setRounds} error={fieldError(save.error, 'rounds')} />
          <Button mt={24} onClick={add} loading={save.isPending} data-testid="pair-add">
            {t('pedigree.pairs.add')}
          </Button>
        </Group>
      )}
      {remove.isError && <Alert color="red">{errorText(remove.error)}</Alert>}
      {list.isSuccess && pairs.length === 0 ? (
        <EmptyState>{t('pedigree.pairs.empty')}</EmptyState>
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('pedigree.pairs.cock')}</Table.Th>
                <Table.Th>{t('pedigree.pairs.hen')}</Table.Th>
                <Table.Th>{t('pedigree.pairs.from')}</Table.Th>
                <Table.Th>{t('pedigree.pairs.rounds')}</Table.Th>
                <Table.Th>{t('pedigree.pairs.young')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {pairs.map((p) => (
                <Table.Tr key={p.id} data-testid="pair-row">
                  <Table.Td>{ring(p.cock)}</Table.Td>
                  <Table.Td>{ring(p.hen)}</Table.Td>
                  <Table.Td>{p.to ? `${p.from} – ${p.to}` : p.from}</Table.Td>
                  <Table.Td>{p.rounds}</Table.Td>
                  <Table.Td>{p.young}</Table.Td>
                  <Table.Td ta="end">
                    {canEdit && (
                      <ConfirmButton size="xs" variant="subtle" color="red" question={t('pedigree.pairs.deleteQuestion')} onConfirm={() => remove.mutate(p.id)}>
                        {t('pedigree.card.delete')}
                      </ConfirmButton>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
