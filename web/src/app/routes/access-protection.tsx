import { Alert, Button, Loader, PasswordInput, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { usePublicConfig } from '@/lib/api/config/get-public-config';
import { useUnlockAccess } from '@/lib/api/config/unlock-access';
import { errorText } from '@/lib/api/error-text';
import { fieldError } from '@/lib/api/field-error';
import { sameOriginPath } from '@/lib/same-origin-path';

/**
 * `/misc/access-protection` (SPEC §2): the optional site-wide password gate. With a password set, the server sends every
 * page here first; the right password opens the site for 5 days and goes back to the page asked for.
 */
export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [password, setPassword] = useState('');
  const config = usePublicConfig();
  // a full load: the app starts again with the cookie, on the page asked for
  const unlock = useUnlockAccess({ onSuccess: () => window.location.assign(sameOriginPath(params.get('next'))) });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    unlock.mutate(password);
  };
  const wrong = fieldError(unlock.error, 'password');
  return (
    <Stack maw={420}>
      <PageTitle>{t('misc.accessProtection')}</PageTitle>
      {config.isPending ? (
        <Loader size="sm" />
      ) : config.data?.access_protection ? (
        <form onSubmit={submit} data-testid="access-form">
          <Stack>
            <Text>{t('misc.accessIntro')}</Text>
            <PasswordInput
              label={t('misc.accessPassword')}
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              error={wrong}
              required
              data-testid="access-password"
            />
            {unlock.isError && !wrong && (
              <Alert color="red" variant="light">
                {errorText(unlock.error)}
              </Alert>
            )}
            <Button type="submit" loading={unlock.isPending} w="fit-content" data-testid="access-submit">
              {t('misc.accessOpen')}
            </Button>
          </Stack>
        </form>
      ) : (
        <Alert color="gray" data-testid="access-disabled">
          {t('misc.accessDisabled')}
        </Alert>
      )}
      <Button component={Link} to={paths.about.getHref()} variant="subtle" w="fit-content">
        {t('about.title')}
      </Button>
    </Stack>
  );
}
