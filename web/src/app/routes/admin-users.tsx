import { useTranslation } from 'react-i18next';
import { AdminPage } from '@/components/layouts/admin-page';
import { RequireAuth } from '@/components/ui/require-auth';
import { UsersScreen } from '@/features/user-admin/components/users-screen';

/** `/admin/users` (admins): every user with their roles at a glance. */
export function Component() {
  const { t } = useTranslation();
  return (
    <RequireAuth policy="admin">
      <AdminPage title={t('admin.users')}>
        <UsersScreen />
      </AdminPage>
    </RequireAuth>
  );
}
