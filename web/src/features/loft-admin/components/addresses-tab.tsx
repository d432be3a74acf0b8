import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { EmptyState } from '@/components/ui/empty-state';
import { errorText } from '@/lib/api/error-text';
import { useCountryName } from '@/lib/api/countries/get-countries';
import { notifySuccess } from '@/lib/notify';
import type { AdminLoft, LoftAddress } from '../api/get-admin-loft';
import { useDeleteLoftAddress, useSaveLoftAddress } from '../api/save-loft-address';
import { fieldError, hasOtherErrors } from '../lib/field-error';
import { emptyAddressDraft, invalidCoordinates, toAddressDraft, toAddressInput, type AddressDraft } from '../lib/loft-draft';
import { AddressFields } from './address-fields';

const SHOWN = ['city', 'street', 'zipcode', 'country', 'latitude', 'longitude'];

function AddressForm({ loft, address, onDone }: { loft: AdminLoft; address: LoftAddress | null; onDone: () => void }) {
  const { t } = useTranslation();
  const [a, setA] = useState<AddressDraft>(() => (address ? toAddressDraft(address) : emptyAddressDraft(loft.country)));
  const save = useSaveLoftAddress();
  return (
    <Paper withBorder p="md" radius="md" data-testid={address ? 'address-edit-form' : 'address-new-form'}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (invalidCoordinates(a).length) return;
          save.mutate(
            { loftId: loft.id, addressId: address?.id ?? null, body: toAddressInput(a) },
            {
              onSuccess: () => {
                notifySuccess(t(address ? 'adminLofts.saved' : 'adminLofts.addresses.added'));
                onDone();
              },
            },
          );
        }}
      >
        <AddressFields value={a} onChange={(patch) => setA((x) => ({ ...x, ...patch }))} error={(f) => fieldError(save.error, f)} testId="address-form" />
        {save.isError && hasOtherErrors(save.error, SHOWN) && (
          <Alert color="red" mt="sm">
            {errorText(save.error)}
          </Alert>
        )}
        <Group gap="xs" mt="sm">
          <Button type="submit" size="sm" loading={save.isPending} data-testid="address-save">
            {t('adminLofts.save')}
          </Button>
          <Button size="sm" variant="subtle" onClick={onDone}>
            {t('adminLofts.cancel')}
          </Button>
        </Group>
      </form>
    </Paper>
  );
}

/** The Addresses tab: a loft's addresses, each editable and removable, and a new one (SPEC §5: city, street and zip code). */
export function AddressesTab({ loft }: { loft: AdminLoft }) {
  const { t } = useTranslation();
  const countryName = useCountryName();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const remove = useDeleteLoftAddress();
  const addresses = loft.loft_addresses ?? [];
  return (
    <Stack gap="sm" maw={960}>
      {addresses.length === 0 && editing !== 'new' && <EmptyState testId="addresses-empty">{t('adminLofts.addresses.empty')}</EmptyState>}
      {addresses.map((a) =>
        editing === a.id ? (
          <AddressForm key={a.id} loft={loft} address={a} onDone={() => setEditing(null)} />
        ) : (
          <Paper key={a.id} withBorder p="sm" radius="md" data-testid="address-row">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <div style={{ minWidth: 0 }}>
                <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
                  {[a.street, [a.zipcode, a.city].filter(Boolean).join(' '), countryName(a.country)].filter(Boolean).join(', ')}
                </Text>
                <Text size="sm" c="dimmed" dir="ltr" style={{ unicodeBidi: 'isolate' }}>
                  {a.latitude}, {a.longitude}
                </Text>
              </div>
              <Group gap="xs">
                <Button size="xs" variant="light" onClick={() => setEditing(a.id)} data-testid="address-edit">
                  {t('adminLofts.addresses.edit')}
                </Button>
                <ConfirmButton
                  size="xs"
                  variant="subtle"
                  color="red"
                  question={t('adminLofts.addresses.confirmRemove')}
                  loading={remove.isPending}
                  onConfirm={() => remove.mutate({ loftId: loft.id, addressId: a.id }, { onSuccess: () => notifySuccess(t('adminLofts.addresses.removed')) })}
                  testId="address-remove"
                >
                  {t('adminLofts.addresses.remove')}
                </ConfirmButton>
              </Group>
            </Group>
          </Paper>
        ),
      )}
      {editing === 'new' ? (
        <AddressForm loft={loft} address={null} onDone={() => setEditing(null)} />
      ) : (
        <Button variant="light" w="fit-content" onClick={() => setEditing('new')} data-testid="address-add">
          {t('adminLofts.addresses.add')}
        </Button>
      )}
    </Stack>
  );
}
