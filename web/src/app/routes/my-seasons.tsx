import { Loader } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/ui/page-title';
import { RequireAuth } from '@/components/ui/require-auth';
import { AlertButton } from '@/features/notifications/components/alert-button';
import { MySeasonList } from '@/features/seasons/components/my-season-list';

/** `/my-seasons`: the seasons I take part in; signed-in users only. */
export function Component() {
  const { t } = useTranslation();
  return (
    <RequireAuth policy="signedIn">
      <PageTitle>{t('nav.mySeasons')}</PageTitle>
      <Suspense fallback={<Loader size="sm" />}>
        <MySeasonList seasonAction={(id) => <AlertButton kind="season" id={id} />} />
      </Suspense>
    </RequireAuth>
  );
}
