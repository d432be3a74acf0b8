import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/ui/page-title';
import { LoftList } from '@/features/lofts/components/loft-list';

export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('nav.lofts')}</PageTitle>
      <LoftList />
    </>
  );
}
