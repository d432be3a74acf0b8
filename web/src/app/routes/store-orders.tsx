import { Loader } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/ui/page-title';
import { RequireAuth } from '@/components/ui/require-auth';
import { MyStoreOrders } from '@/features/store-orders/components/my-store-orders';

/** `/store/orders`: the signed-in customer's memberships and store orders. */
export function Component() {
  const { t } = useTranslation();
  return (
    <RequireAuth policy="signedIn">
      <PageTitle>{t('storeOrders.myOrders')}</PageTitle>
      <Suspense fallback={<Loader size="sm" />}>
        <MyStoreOrders />
      </Suspense>
    </RequireAuth>
  );
}
