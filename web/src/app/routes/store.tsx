import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/ui/page-title';
import { StorePage } from '@/features/shop/components/store-front';

/** `/store` (issue 28): the service's memberships and gift cards, and the lofts that have a store. */
export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('nav.store')}</PageTitle>
      <StorePage />
    </>
  );
}
