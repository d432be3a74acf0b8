import { useParams } from 'react-router';
import { RequireAuth } from '@/components/ui/require-auth';
import { ConfirmationDownload } from '@/features/registrations/components/confirmation-download';
import { optionalIdParam } from './params';

/** `/registrations/download/confirmation/{id}` (SPEC §2): the confirmation PDF; without id the latest. */
export function Component() {
  const id = optionalIdParam(useParams().id);
  return (
    <RequireAuth policy="signedIn">
      <ConfirmationDownload key={id ?? 'latest'} id={id} />
    </RequireAuth>
  );
}
