import { Alert, Button, Group, Paper, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/api/error-text';
import { notifySuccess } from '@/lib/notify';
import type { AdminLoft } from '../api/get-admin-loft';
import { useUpdateLoft } from '../api/update-loft';
import { fieldError, hasOtherErrors } from '../lib/field-error';
import { toLoftDraft, toUpdateInput, type LoftDraft } from '../lib/loft-draft';
import { LoftFields } from './loft-fields';
import { LoftTagsInput } from './tags-input';

const SHOWN = ['name', 'unit', 'currency', 'time_zone', 'country', 'description', 'email', 'phone', 'website', 'tags'];

/** The Details tab: a loft's name, unit (fixed once it has flights), currency, time zone, country, contact and tags. */
export function DetailsTab({ loft }: { loft: AdminLoft }) {
  const { t } = useTranslation();
  const [d, setD] = useState<LoftDraft>(() => toLoftDraft(loft));
  const update = useUpdateLoft();
  const error = (field: string) => fieldError(update.error, field);
  const set = (patch: Partial<LoftDraft>) => setD((x) => ({ ...x, ...patch }));
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        update.mutate({ id: loft.id, body: toUpdateInput(d) }, { onSuccess: () => notifySuccess(t('adminLofts.saved')) });
      }}
      data-testid="loft-details-form"
    >
      <Stack gap="md" maw={960}>
        <Paper withBorder p="md" radius="md">
          <Stack gap="lg">
            <LoftFields value={d} onChange={set} error={error} unitLocked={loft.counts.flights > 0 ? t('adminLofts.unitLocked') : undefined} />
            <LoftTagsInput value={d.tags} onChange={(tags) => set({ tags })} error={error('tags')} />
          </Stack>
        </Paper>
        {update.isError && hasOtherErrors(update.error, SHOWN) && (
          <Alert color="red" data-testid="loft-details-error">
            {errorText(update.error)}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={update.isPending} data-testid="loft-details-save">
            {t('adminLofts.save')}
          </Button>
          <Button variant="subtle" onClick={() => setD(toLoftDraft(loft))}>
            {t('adminLofts.reset')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
