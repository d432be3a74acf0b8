import { useParams } from 'react-router';
import { RequireAuth } from '@/components/ui/require-auth';
import { PigeonCard } from '@/features/pedigree/components/pigeon-card';
import { idParam } from './params';

/** `/pedigree/pigeons/:id`: a bird of the account's pedigree with its races and chart. */
export function Component() {
  const id = idParam(useParams().id);
  return (
    <RequireAuth policy="signedIn">
      <PigeonCard key={id} id={id} />
    </RequireAuth>
  );
}
