import { Alert, Button, Loader, Stack } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorView } from '@/components/errors/error-view';
import { useAuth } from '@/lib/auth';
import { policies, type Policy } from '@/lib/authorization';

/**
 * Access rule of a route (SPEC §4, §6): while a stored session is restored it waits; anonymous
 * visitors are sent to the sign-in provider (the current path is saved and restored afterwards);
 * signed-in users without the right see the 403 page. The server still checks every call.
 */
export function RequireAuth({ policy = 'signedIn', children }: { policy?: Policy; children: ReactNode }) {
  const { t } = useTranslation();
  const { user, status, login } = useAuth();
  useEffect(() => {
    if (status === 'anonymous') login();
  }, [status, login]);
  if (status === 'loading') return <Loader size="sm" data-testid="auth-loading" />;
  if (status === 'anonymous') {
    return (
      <Stack>
        <Alert color="yellow" title={t('auth.login')} data-testid="login-required">
          {t('auth.required')}
        </Alert>
        <Button onClick={() => login()} w="fit-content">
          {t('nav.login')}
        </Button>
      </Stack>
    );
  }
  if (!policies[policy](user)) return <ErrorView status={403} />;
  return <>{children}</>;
}
