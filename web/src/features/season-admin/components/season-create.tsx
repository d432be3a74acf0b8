import { Paper, SegmentedControl, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AdminPage } from '@/components/layouts/admin-page';
import { SeasonCopyForm } from './season-copy-form';
import { SeasonCreateForm } from './season-create-form';

/** `/admin/seasons/create`: a new season, blank or copied from an earlier one (`?from={id}` opens the copy with it chosen). */
export function SeasonCreate() {
  const { t } = useTranslation();
  return (
    <AdminPage title={t('admin.createSeason')}>
      <SeasonCreateChoice />
    </AdminPage>
  );
}

/**
 * A new season, blank or copied: the form of `/admin/seasons/create` and of a loft's workspace, which gives its loft
 * and where to go with the new season.
 */
export function SeasonCreateChoice({ loftId, onCreated }: { loftId?: number; onCreated?: (seasonId: number) => void }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const from = Number(params.get('from')) || null;
  const [mode, setMode] = useState<'blank' | 'copy'>(from ? 'copy' : 'blank');
  return (
    <Stack gap="md" maw={960}>
      <SegmentedControl
        value={mode}
        onChange={(v) => setMode(v as 'blank' | 'copy')}
        data={[
          { value: 'blank', label: t('adminSeasons.modes.blank') },
          { value: 'copy', label: t('adminSeasons.modes.copy') },
        ]}
        w={{ base: '100%', xs: 'fit-content' }}
        data-testid="season-create-mode"
      />
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        {mode === 'blank' ? <SeasonCreateForm loftId={loftId} onCreated={onCreated} /> : <SeasonCopyForm initialSourceId={from} loftId={loftId} onCreated={onCreated} />}
      </Paper>
    </Stack>
  );
}
