import { RequireAuth } from '@/components/ui/require-auth';
import { SeasonsList } from '@/features/season-admin/components/seasons-list';

/** `/admin/seasons` (SPEC §2): the seasons of the lofts the user manages. */
export function Component() {
  return (
    <RequireAuth policy="seasonAdmin">
      <SeasonsList />
    </RequireAuth>
  );
}
