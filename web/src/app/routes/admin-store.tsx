import { useTranslation } from 'react-i18next';
import { AdminPage } from '@/components/layouts/admin-page';
import { RequireAuth } from '@/components/ui/require-auth';
import { ProductDesk } from '@/features/shop/components/product-desk';

/** `/admin/store` (admins, issue 28): the service's own products — memberships, gift cards — archived ones too. */
export function Component() {
  const { t } = useTranslation();
  return (
    <RequireAuth policy="admin">
      <AdminPage title={t('admin.store')}>
        <ProductDesk loftId={null} />
      </AdminPage>
    </RequireAuth>
  );
}
