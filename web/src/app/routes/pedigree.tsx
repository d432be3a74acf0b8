import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/ui/page-title';
import { RequireAuth } from '@/components/ui/require-auth';
import { PedigreePage } from '@/features/pedigree/components/pedigree-page';

/** `/pedigree`: the signed-in account's pedigree tool. */
export function Component() {
  const { t } = useTranslation();
  return (
    <RequireAuth policy="signedIn">
      <PageTitle>{t('pedigree.title')}</PageTitle>
      <PedigreePage />
    </RequireAuth>
  );
}
