import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/ui/page-title';
import { OgTagsView } from '@/features/misc/components/og-tags-view';

export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('misc.ogTags')}</PageTitle>
      <OgTagsView />
    </>
  );
}
