import { useTranslation } from 'react-i18next';
import { AdminPage } from '@/components/layouts/admin-page';
import { RequireAuth } from '@/components/ui/require-auth';
import { CampaignsDesk } from '@/features/campaigns/components/campaigns-desk';

/** `/admin/campaigns` (admins): the service's own discount campaigns, on UTC; lofts run theirs in their workspace. */
export function Component() {
  const { t } = useTranslation();
  return (
    <RequireAuth policy="admin">
      <AdminPage title={t('campaigns.serviceTitle')}>
        <CampaignsDesk loftId={null} zone="UTC" />
      </AdminPage>
    </RequireAuth>
  );
}
