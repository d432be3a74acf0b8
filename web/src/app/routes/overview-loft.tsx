import { Loader } from '@mantine/core';
import { Suspense } from 'react';
import { useParams } from 'react-router';
import { RequireAuth } from '@/components/ui/require-auth';
import { OverviewScreen } from '@/features/orders/components/overview-screen';
import { idParam } from './params';

/** `/overview/{id}` (SPEC §2): the loft overview for its staff — season orders, due dates, products. */
export function Component() {
  const id = idParam(useParams().id);
  return (
    <RequireAuth policy="seasonAdmin">
      <Suspense fallback={<Loader size="sm" />}>
        <OverviewScreen key={id} loftId={id} />
      </Suspense>
    </RequireAuth>
  );
}
