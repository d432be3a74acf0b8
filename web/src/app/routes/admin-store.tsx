import { useTranslation } from 'react-i18next';
import { AdminPage } from '@/components/layouts/admin-page';
import { RequireAuth } from '@/components/ui/require-auth';
import { Stack, Title } from '@mantine/core';
import { ProductDesk } from '@/features/shop/components/product-desk';
import { LoftStoreOrders } from '@/features/store-orders/components/loft-store-orders';

/** `/admin/store` (admins, issue 28): the service's own products — memberships, gift cards — archived ones too — and its orders. */
export function Component() {
  const { t } = useTranslation();
  return (
    <RequireAuth policy="admin">
      <AdminPage title={t('admin.store')}>
        <Stack gap="xl">
          <ProductDesk loftId={null} />
          <section>
            <Title order={2} fz="h3" mb="sm">
              {t('storeOrders.tab')}
            </Title>
            <LoftStoreOrders loftId={null} />
          </section>
        </Stack>
      </AdminPage>
    </RequireAuth>
  );
}
