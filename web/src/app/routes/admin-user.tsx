import { useParams } from 'react-router';
import { RequireAuth } from '@/components/ui/require-auth';
import { UserDetailScreen } from '@/features/user-admin/components/user-detail';
import { idParam } from './params';

/** `/admin/users/{id}` (admins): one user's roles, block, verification, permissions and history. */
export function Component() {
  const id = idParam(useParams().id);
  return (
    <RequireAuth policy="admin">
      <UserDetailScreen key={id} id={id} />
    </RequireAuth>
  );
}
