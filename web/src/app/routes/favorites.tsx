import { Loader } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/ui/page-title';
import { RequireAuth } from '@/components/ui/require-auth';
import { FavoriteList } from '@/features/favorites/components/favorite-list';

/** `/favorites` (SPEC §2): the user's lofts, teams and pigeons; signed-in users only. */
export function Component() {
  const { t } = useTranslation();
  return (
    <RequireAuth policy="signedIn">
      <PageTitle>{t('nav.favorites')}</PageTitle>
      <Suspense fallback={<Loader size="sm" />}>
        <FavoriteList />
      </Suspense>
    </RequireAuth>
  );
}
