import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldError } from '@/lib/api/field-error';
import { useSavePedigreeSettings, type PedigreeAccess } from '../api/access';

/** How many generations charts and printed pedigrees show, and the zone the trial's days are counted in. */
export function SettingsTab({ access }: { access: PedigreeAccess }) {
  const { t } = useTranslation();
  const save = useSavePedigreeSettings();
  const [generations, setGenerations] = useState(String(access.generations));
  const zones = Intl.supportedValuesOf('timeZone');
  const [zone, setZone] = useState(access.time_zone || Intl.DateTimeFormat().resolvedOptions().timeZone);
  return (
    <Stack maw={420} data-testid="pedigree-settings">
      <Select
        label={t('pedigree.settings.generations')}
        description={t('pedigree.settings.generationsHint')}
        data={['3', '4', '5', '6']}
        value={generations}
        onChange={(g) => setGenerations(g ?? '4')}
        allowDeselect={false}
        data-testid="settings-generations"
      />
      <Select
        label={t('pedigree.settings.zone')}
        description={t('pedigree.settings.zoneHint')}
        searchable
        data={zones}
        value={zone}
        onChange={(z) => setZone(z ?? zone)}
        error={fieldError(save.error, 'time_zone')}
      />
      <Group>
        <Button onClick={() => save.mutate({ generations: Number(generations), time_zone: zone })} loading={save.isPending} data-testid="settings-save">
          {t('pedigree.form.save')}
        </Button>
        {save.isSuccess && (
          <Text size="sm" c="teal" data-testid="settings-saved">
            {t('pedigree.settings.saved')}
          </Text>
        )}
      </Group>
    </Stack>
  );
}
