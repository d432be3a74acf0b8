import { RequireAuth } from '@/components/ui/require-auth';
import { SeasonCreate } from '@/features/season-admin/components/season-create';

/** `/admin/seasons/create` (SPEC §2): a new season, blank or copied from an earlier one. */
export function Component() {
  return (
    <RequireAuth policy="seasonAdmin">
      <SeasonCreate />
    </RequireAuth>
  );
}
