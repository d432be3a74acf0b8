import { Loader } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';
import { RequireAuth } from '@/components/ui/require-auth';
import { MyPayout } from '@/features/payouts/components/my-payout';
import { idParam } from './params';

/** `/my-seasons/{id}/payout` (issue 14): my prize money in a season; signed-in users only. */
export function Component() {
  const { t } = useTranslation();
  const id = idParam(useParams().id);
  return (
    <RequireAuth policy="signedIn">
      <PageTitle>{t('payouts.myTitle')}</PageTitle>
      <Suspense fallback={<Loader size="sm" />}>
        <MyPayout key={id} seasonId={id} />
      </Suspense>
    </RequireAuth>
  );
}
