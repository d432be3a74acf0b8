import { useParams, useSearchParams } from 'react-router';
import { RequireAuth } from '@/components/ui/require-auth';
import { LoftAdminScreen } from '@/features/loft-admin/components/loft-admin-screen';
import { idParam } from './params';

/** `/admin/lofts/{id}` (SPEC §2, admins only): one loft's administration; the open tab lives in the URL. */
export function Component() {
  const id = idParam(useParams().id);
  const [params, setParams] = useSearchParams();
  return (
    <RequireAuth policy="admin">
      <LoftAdminScreen key={id} loftId={id} tab={params.get('tab')} onTab={(tab) => setParams({ tab }, { replace: true })} />
    </RequireAuth>
  );
}
