import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/ui/page-title';
import { SeasonList } from '@/features/seasons/components/season-list';

/** `/seasons`: browse and search seasons across lofts (public). */
export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('nav.seasons')}</PageTitle>
      <SeasonList />
    </>
  );
}
