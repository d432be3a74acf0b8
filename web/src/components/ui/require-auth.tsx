import { Alert, Button, Loader, Stack } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorView } from '@/components/errors/error-view';
import { useAuth } from '@/lib/auth';
import { policies, type Check, type Policy } from '@/lib/authorization';

/**
 * Access rule of a route (SPEC §4, §6): while a stored session is restored it waits; anonymous
 * visitors are sent to the sign-in provider (the current path is saved and restored afterwards);
 * signed-in users without the right see the 403 page. The server still checks every call. `policy` is
 * one of the policies, or a check of the page's own (e.g. staff of the loft it shows).
 */
export function RequireAuth({ policy = 'signedIn', children }: { policy?: Policy | Check; children: ReactNode }) {
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
  const allowed = typeof policy === 'function' ? policy(user) : policies[policy](user);
  if (!allowed) return <ErrorView status={403} />;
  return <>{children}</>;
}
