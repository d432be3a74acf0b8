import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/ui/page-title';
import { HealthView } from '@/features/health/components/health-view';

export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('misc.healthcheck')}</PageTitle>
      <HealthView />
    </>
  );
}
