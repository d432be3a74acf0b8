import { Alert, Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';

/** Return from single sign-on; the sign-in issue exchanges the code here. */
export function Component() {
  const { t } = useTranslation();
  return (
    <Stack>
      <PageTitle>{t('auth.callbackTitle')}</PageTitle>
      <Alert color="teal" data-testid="login-callback">
        {t('auth.callback')}
      </Alert>
      <Button component={Link} to={paths.home.getHref()} variant="light" w="fit-content">
        {t('errors.backHome')}
      </Button>
    </Stack>
  );
}
