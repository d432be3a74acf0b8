import { Loader, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { appConfig } from '@/config/app-config';

/** /software/help leaves the app for the external service desk. */
export function loader() {
  window.location.replace(appConfig.helpUrl);
  return null;
}

export function Component() {
  const { t } = useTranslation();
  useEffect(() => {
    window.location.replace(appConfig.helpUrl);
  }, []);
  return (
    <Stack align="center" py="xl">
      <Loader />
      <Text>{t('misc.redirecting')}</Text>
    </Stack>
  );
}
