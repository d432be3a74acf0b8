import { RequireAuth } from '@/components/ui/require-auth';
import { OverviewList } from '@/features/orders/components/overview-list';

/** `/overview` (SPEC §2): the loft overview list for merchants of several lofts. */
export function Component() {
  return (
    <RequireAuth policy="merchantOfAny">
      <OverviewList />
    </RequireAuth>
  );
}
