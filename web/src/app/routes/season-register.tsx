import { useParams } from 'react-router';
import { RequireAuth } from '@/components/ui/require-auth';
import { RegistrationScreen } from '@/features/registrations/components/registration-screen';
import { idParam, optionalIdParam } from './params';

/** `/lofts/{id}/seasons/{seasonid}/register` (SPEC §2): season registration; the season is optional. */
export function Component() {
  const params = useParams();
  const loftId = idParam(params.id);
  const seasonId = optionalIdParam(params.seasonid);
  return (
    <RequireAuth policy="signedIn">
      <RegistrationScreen key={`${loftId}-${seasonId}`} loftId={loftId} seasonId={seasonId} />
    </RequireAuth>
  );
}
