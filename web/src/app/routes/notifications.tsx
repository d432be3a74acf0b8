import { Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';
import { RequireAuth } from '@/components/ui/require-auth';
import { NoticeList } from '@/features/notifications/components/notice-list';
import { NoticeSettingsPanel } from '@/features/notifications/components/notice-settings';

/** `/notifications`: the notification centre and, on its second tab, how notices reach the user. */
export function Component() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'settings' ? 'settings' : 'list';
  return (
    <RequireAuth policy="signedIn">
      <PageTitle>{t('nav.notifications')}</PageTitle>
      <Tabs value={tab} onChange={(v) => setParams(v === 'settings' ? { tab: 'settings' } : {}, { replace: true })} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="list" data-testid="notices-tab-list">
            {t('notices.listTab')}
          </Tabs.Tab>
          <Tabs.Tab value="settings" data-testid="notices-tab-settings">
            {t('notices.settingsTab')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="list">
          <NoticeList />
        </Tabs.Panel>
        <Tabs.Panel value="settings">
          <NoticeSettingsPanel />
        </Tabs.Panel>
      </Tabs>
    </RequireAuth>
  );
}
