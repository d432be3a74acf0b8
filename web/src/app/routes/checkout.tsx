import { Loader } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';
import { RequireAuth } from '@/components/ui/require-auth';
import { CheckoutForm } from '@/features/store-orders/components/checkout-form';

/** `/checkout?seller={loft id|service}`: check out one seller's part of the cart. */
export function Component() {
  const { t } = useTranslation();
  const seller = useSearchParams()[0].get('seller') ?? 'service';
  return (
    <RequireAuth policy="signedIn">
      <PageTitle>{t('storeOrders.checkout')}</PageTitle>
      <Suspense fallback={<Loader size="sm" />}>
        <CheckoutForm key={seller} seller={seller} />
      </Suspense>
    </RequireAuth>
  );
}
