import { useParams } from 'react-router';
import { RequireAuth } from '@/components/ui/require-auth';
import { BasketingPage } from '@/features/flights/components/basketing-page';
import { idParam } from './params';

/** `/admin/flights/{id}/basketing` (issue 12): staff basket the birds by scan, file or filter and watch the list fill. */
export function Component() {
  const id = idParam(useParams().id);
  return (
    <RequireAuth policy="seasonAdmin">
      <BasketingPage key={id} flightId={id} />
    </RequireAuth>
  );
}
