import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/ui/page-title';
import { RequireAuth } from '@/components/ui/require-auth';
import { CartView } from '@/features/shop/components/cart-view';

/** `/cart` (issue 28): the signed-in user's cart, one part per seller with its own checkout. */
export function Component() {
  const { t } = useTranslation();
  return (
    <RequireAuth policy="signedIn">
      <PageTitle>{t('shop.cart')}</PageTitle>
      <CartView />
    </RequireAuth>
  );
}
