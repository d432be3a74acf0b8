import { Alert, Button, Group, Paper, Select, SimpleGrid, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { errorText } from '@/lib/api/error-text';
import { notifySuccess } from '@/lib/notify';
import { useCreateLoft } from '../api/create-loft';
import { fieldError, hasOtherErrors } from '../lib/field-error';
import { emptyAddressDraft, emptyLoftDraft, invalidCoordinates, PACKAGES, toCreateInput, type AddressDraft, type LoftDraft, type Package } from '../lib/loft-draft';
import { AddressFields } from './address-fields';
import { LoftFields } from './loft-fields';
import { LoftTagsInput } from './tags-input';

const SHOWN = ['name', 'unit', 'currency', 'time_zone', 'country', 'description', 'email', 'phone', 'website', 'package', 'tags'];
const ADDRESS_FIELDS = ['city', 'street', 'zipcode', 'country', 'latitude', 'longitude'];

/** `/admin/lofts/create`: a new loft with its first address, contact, package and tags; then its page opens. */
export function LoftCreateForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [d, setD] = useState<LoftDraft>(emptyLoftDraft);
  const [address, setAddress] = useState<AddressDraft>(() => emptyAddressDraft());
  const [pkg, setPkg] = useState<Package>('basic');
  const create = useCreateLoft();
  const error = (field: string) => fieldError(create.error, field);
  const shown = [...SHOWN, ...ADDRESS_FIELDS.map((f) => `addresses[0].${f}`)];
  const onSubmit = () => {
    if (invalidCoordinates(address).length) return;
    create.mutate(toCreateInput(d, address, pkg), {
      onSuccess: (loft) => {
        notifySuccess(t('adminLofts.created'));
        navigate(paths.adminLoft.getHref(loft.id));
      },
    });
  };
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
      data-testid="loft-create-form"
    >
      <Stack gap="lg" maw={960}>
        <Paper withBorder p="md" radius="md">
          <LoftFields
            value={d}
            onChange={(patch) =>
              setD((x) => {
                // The address takes the loft's country until one is chosen for it.
                if (patch.country !== undefined && (address.country === '' || address.country === x.country)) setAddress((a) => ({ ...a, country: patch.country ?? '' }));
                return { ...x, ...patch };
              })
            }
            error={error}
          />
        </Paper>
        <Paper withBorder p="md" radius="md">
          <Title order={3} fz="h4" mb="sm">
            {t('adminLofts.sections.address')}
          </Title>
          <AddressFields value={address} onChange={(patch) => setAddress((a) => ({ ...a, ...patch }))} error={(f) => error(`addresses[0].${f}`)} />
        </Paper>
        <Paper withBorder p="md" radius="md">
          <Title order={3} fz="h4" mb="sm">
            {t('adminLofts.sections.package')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Select
              label={t('adminLofts.fields.package')}
              data={PACKAGES.map((p) => ({ value: p, label: t(`lofts.package.${p}`) }))}
              value={pkg}
              allowDeselect={false}
              onChange={(v) => v && setPkg(v as Package)}
              error={error('package')}
              data-testid="loft-package-input"
            />
            <LoftTagsInput value={d.tags} onChange={(tags) => setD((x) => ({ ...x, tags }))} error={error('tags')} />
          </SimpleGrid>
        </Paper>
        {create.isError && hasOtherErrors(create.error, shown) && (
          <Alert color="red" data-testid="loft-create-error">
            {errorText(create.error)}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={create.isPending} data-testid="loft-create-submit">
            {t('adminLofts.create')}
          </Button>
          <Button variant="subtle" onClick={() => navigate(paths.adminLofts.getHref())}>
            {t('adminLofts.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
