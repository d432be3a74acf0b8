import { Loader } from '@mantine/core';
import { Suspense } from 'react';
import { useParams } from 'react-router';
import { RequireAuth } from '@/components/ui/require-auth';
import { StoreOrderDetailView } from '@/features/store-orders/components/store-order-detail';
import { idParam } from './params';

/** `/store/orders/{id}`: one store order, for its customer and the seller's staff. */
export function Component() {
  const id = idParam(useParams().id);
  return (
    <RequireAuth policy="signedIn">
      <Suspense fallback={<Loader size="sm" />}>
        <StoreOrderDetailView key={id} id={id} />
      </Suspense>
    </RequireAuth>
  );
}
