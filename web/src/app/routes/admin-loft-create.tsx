import { useTranslation } from 'react-i18next';
import { AdminPage } from '@/components/layouts/admin-page';
import { RequireAuth } from '@/components/ui/require-auth';
import { LoftCreateForm } from '@/features/loft-admin/components/loft-create-form';

/** `/admin/lofts/create` (SPEC §2, admins only): a new loft. */
export function Component() {
  const { t } = useTranslation();
  return (
    <RequireAuth policy="admin">
      <AdminPage title={t('admin.createLoft')}>
        <LoftCreateForm />
      </AdminPage>
    </RequireAuth>
  );
}
