import { Alert, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from './page-title';

/** A screen whose content a later issue brings: real title, real route, a clear notice. */
export function ComingSoon({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <Stack>
      <PageTitle>{t(title)}</PageTitle>
      <Alert color="teal" title={t('common.comingSoon')} data-testid="coming-soon">
        {t('common.comingSoonText')}
      </Alert>
    </Stack>
  );
}
