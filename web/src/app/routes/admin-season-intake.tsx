import { useParams } from 'react-router';
import { RequireAuth } from '@/components/ui/require-auth';
import { IntakePage } from '@/features/intake/components/intake-page';
import { idParam } from './params';

/** `/admin/seasons/{id}/intake` (issue 12): chip rings for the arrived birds, by scan or file, and the season's stock. */
export function Component() {
  const id = idParam(useParams().id);
  return (
    <RequireAuth policy="seasonAdmin">
      <IntakePage key={id} seasonId={id} />
    </RequireAuth>
  );
}
