import { Alert, Button, Group, Stack, Table, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { EmptyState } from '@/components/ui/empty-state';
import { errorText } from '@/lib/api/error-text';
import { fieldError } from '@/lib/api/field-error';
import { useDeletePedigreeFancier, usePedigreeFanciers, useSavePedigreeFancier } from '../api/fanciers';

/** The breeders named on the account's pigeons: add one with its loft and country, remove one. */
export function FanciersTab({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const list = usePedigreeFanciers();
  const save = useSavePedigreeFancier();
  const remove = useDeletePedigreeFancier();
  const [v, setV] = useState({ name: '', loft_name: '', country: '' });
  const fanciers = list.data ?? [];
  const add = () => save.mutate({ body: v }, { onSuccess: () => setV({ name: '', loft_name: '', country: '' }) });
  return (
    <Stack data-testid="pedigree-fanciers">
      {canEdit && (
        <Group align="flex-end" wrap="wrap" gap="sm">
          <TextInput
            label={t('pedigree.fanciers.name')}
            value={v.name}
            onChange={(e) => setV({ ...v, name: e.currentTarget.value })}
            error={fieldError(save.error, 'name')}
            data-testid="fancier-name"
          />
          <TextInput
            label={t('pedigree.fanciers.loft')}
            value={v.loft_name}
            onChange={(e) => setV({ ...v, loft_name: e.currentTarget.value })}
            error={fieldError(save.error, 'loft_name')}
          />
          <TextInput
            label={t('pedigree.fanciers.country')}
            placeholder="NL"
            w={90}
            maxLength={2}
            value={v.country}
            onChange={(e) => setV({ ...v, country: e.currentTarget.value.toUpperCase() })}
            error={fieldError(save.error, 'country')}
          />
          <Button onClick={add} loading={save.isPending} data-testid="fancier-add">
            {t('pedigree.fanciers.add')}
          </Button>
        </Group>
      )}
      {remove.isError && <Alert color="red">{errorText(remove.error)}</Alert>}
      {list.isSuccess && fanciers.length === 0 ? (
        <EmptyState>{t('pedigree.fanciers.empty')}</EmptyState>
      ) : (
        <Table.ScrollContainer minWidth={360}>
          <Table>
            <Table.Tbody>
              {fanciers.map((f) => (
                <Table.Tr key={f.id} data-testid="fancier-row">
                  <Table.Td dir="auto">{f.name}</Table.Td>
                  <Table.Td dir="auto">{f.loft_name}</Table.Td>
                  <Table.Td>{f.country}</Table.Td>
                  <Table.Td ta="end">
                    {canEdit && (
                      <ConfirmButton
                        size="xs"
                        variant="subtle"
                        color="red"
                        question={t('pedigree.fanciers.deleteQuestion', { name: f.name })}
                        onConfirm={() => remove.mutate(f.id)}
                      >
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
