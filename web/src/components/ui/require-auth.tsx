import { Alert, Button, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorView } from '@/components/errors/error-view';
import { useAuth } from '@/lib/auth';
import { policies, type Policy } from '@/lib/authorization';

/**
 * Access rule of a route: anonymous visitors are asked to log in; signed-in users without the
 * right see the 403 page. The server still checks every call.
 */
export function RequireAuth({ policy = 'signedIn', children }: { policy?: Policy; children: ReactNode }) {
  const { t } = useTranslation();
  const { user, isAuthenticated, login } = useAuth();
  if (!isAuthenticated) {
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
