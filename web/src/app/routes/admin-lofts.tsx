import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminPage } from '@/components/layouts/admin-page';
import { RequireAuth } from '@/components/ui/require-auth';
import { paths } from '@/config/paths';
import { AdminLoftList } from '@/features/loft-admin/components/admin-loft-list';

/** `/admin/lofts` (SPEC §2, admins only): the loft administration's list. */
export function Component() {
  const { t } = useTranslation();
  return (
    <RequireAuth policy="admin">
      <AdminPage
        title={t('admin.lofts')}
        actions={
          <Button component={Link} to={paths.adminLoftCreate.getHref()} data-testid="admin-loft-new">
            {t('adminLofts.newLoft')}
          </Button>
        }
      >
        <AdminLoftList />
      </AdminPage>
    </RequireAuth>
  );
}
