import { useTranslation } from 'react-i18next';
import { AdminPage } from '@/components/layouts/admin-page';
import { RequireAuth } from '@/components/ui/require-auth';
import { AdminToolsScreen } from '@/features/admin-tools/components/admin-tools-screen';

/** `/admin/tools` (admins): lists over every loft, and the product categories. */
export function Component() {
  const { t } = useTranslation();
  return (
    <RequireAuth policy="admin">
      <AdminPage title={t('adminTools.title')}>
        <AdminToolsScreen />
      </AdminPage>
    </RequireAuth>
  );
}
