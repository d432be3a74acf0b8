import { Alert, Loader, Stack, Tabs, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorText } from '@/lib/api/error-text';
import { usePedigreeAccess, useSavePedigreeSettings } from '../api/access';
import { FanciersTab } from './fanciers-tab';
import { ImportTab } from './import-tab';
import { PairsTab } from './pairs-tab';
import { PigeonList } from './pigeon-list';
import { SettingsTab } from './settings-tab';
import { TrialBanner } from './trial-banner';

const TABS = ['pigeons', 'pairs', 'fanciers', 'import', 'settings'] as const;

/**
 * `/pedigree`: the account's pigeons, pairs, breeders, import and export, and settings, as tabs kept in the address.
 * Opening it the first time starts the 60-day trial in the browser's time zone.
 */
export function PedigreePage() {
  const { t } = useTranslation();
  const access = usePedigreeAccess();
  const start = useSavePedigreeSettings();
  const [params, setParams] = useSearchParams();
  const tab = (TABS as readonly string[]).includes(params.get('tab') ?? '') ? params.get('tab')! : 'pigeons';
  const a = access.data;
  const { mutate, isIdle } = start;
  useEffect(() => {
    if (a && !a.started && isIdle) mutate({ generations: a.generations, time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone });
  }, [a, isIdle, mutate]);
  if (access.isError) return <Alert color="red">{errorText(access.error)}</Alert>;
  if (!a) return <Loader size="sm" />;
  return (
    <Stack>
      <Text c="dimmed" size="sm">
        {t('pedigree.intro')}
      </Text>
      <TrialBanner access={a} />
      <Tabs value={tab} onChange={(v) => setParams(v && v !== 'pigeons' ? { tab: v } : {}, { replace: true })} keepMounted={false}>
        <Tabs.List style={{ flexWrap: 'wrap' }}>
          {TABS.map((k) => (
            <Tabs.Tab key={k} value={k} data-testid={`pedigree-tab-${k}`}>
              {t(`pedigree.tabs.${k}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="pigeons" pt="md">
          <PigeonList canEdit={a.can_edit} />
        </Tabs.Panel>
        <Tabs.Panel value="pairs" pt="md">
          <PairsTab canEdit={a.can_edit} />
        </Tabs.Panel>
        <Tabs.Panel value="fanciers" pt="md">
          <FanciersTab canEdit={a.can_edit} />
        </Tabs.Panel>
        <Tabs.Panel value="import" pt="md">
          <ImportTab canEdit={a.can_edit} />
        </Tabs.Panel>
        <Tabs.Panel value="settings" pt="md">
          <SettingsTab key={`${a.generations}-${a.time_zone}`} access={a} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
