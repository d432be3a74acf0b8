import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';

/** Return from single sign-on (SPEC §4): exchanges the code, then goes back to the saved path. */
export function Component() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const navigate = useNavigate();
  const { completeLogin, login } = useAuth();
  const [failed, setFailed] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    completeLogin(search).then(
      (to) => live && void navigate(to, { replace: true }),
      (err: unknown) => live && setFailed(err instanceof Error ? err.message : String(err)),
    );
    return () => {
      live = false;
    };
  }, [search, completeLogin, navigate]);

  return (
    <Stack>
      <PageTitle>{t('auth.callbackTitle')}</PageTitle>
      {failed === null ? (
        <Group data-testid="login-callback">
          <Loader size="sm" />
          {t('auth.signingIn')}
        </Group>
      ) : (
        <>
          <Alert color="red" title={t('auth.failed')} data-testid="login-failed">
            {t('auth.failedHint')}
            <Text size="xs" c="dimmed" mt={4}>
              {failed}
            </Text>
          </Alert>
          <Group>
            <Button onClick={() => login('/')}>{t('nav.login')}</Button>
            <Button component={Link} to={paths.home.getHref()} variant="light">
              {t('errors.backHome')}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
