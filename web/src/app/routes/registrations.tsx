import { Loader } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/ui/page-title';
import { RequireAuth } from '@/components/ui/require-auth';
import { RegistrationList } from '@/features/registrations/components/registration-list';

/** `/registrations` (SPEC §2): my registrations; signed-in users only. */
export function Component() {
  const { t } = useTranslation();
  return (
    <RequireAuth policy="signedIn">
      <PageTitle>{t('nav.registrations')}</PageTitle>
      <Suspense fallback={<Loader size="sm" />}>
        <RegistrationList />
      </Suspense>
    </RequireAuth>
  );
}
