import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';
import { appConfig } from '@/config/app-config';
import { paths } from '@/config/paths';

/** The optional site-wide password gate (SPEC §2); disabled in this deployment. */
export function Component() {
  const { t } = useTranslation();
  return (
    <Stack>
      <PageTitle>{t('misc.accessProtection')}</PageTitle>
      {appConfig.accessProtection ? (
        <PasswordInput label={t('auth.login')} />
      ) : (
        <Alert color="gray" data-testid="access-disabled">
          {t('misc.accessDisabled')}
        </Alert>
      )}
      <Button component={Link} to={paths.home.getHref()} variant="light" w="fit-content">
        {t('errors.backHome')}
      </Button>
    </Stack>
  );
}
