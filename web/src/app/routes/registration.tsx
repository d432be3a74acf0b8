import { Loader } from '@mantine/core';
import { Suspense } from 'react';
import { useParams } from 'react-router';
import { RequireAuth } from '@/components/ui/require-auth';
import { OrderDetail } from '@/features/registrations/components/order-detail';
import { idParam } from './params';

/** `/registrations/{id}` (SPEC §2): one registration. */
export function Component() {
  const id = idParam(useParams().id);
  return (
    <RequireAuth policy="signedIn">
      <Suspense fallback={<Loader size="sm" />}>
        <OrderDetail key={id} id={id} />
      </Suspense>
    </RequireAuth>
  );
}
