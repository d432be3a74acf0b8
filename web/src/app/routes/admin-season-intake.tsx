import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { RequireAuth } from '@/components/ui/require-auth';
import { paths } from '@/config/paths';
import { IntakePage } from '@/features/intake/components/intake-page';
import { getAdminSeasonQueryOptions } from '@/features/season-admin/api/get-admin-season';
import { useBreadcrumbOverride } from '@/lib/page-meta';
import { idParam } from './params';

/** Names the season's crumb (else its id) once the season is read; the intake page does not wait for it. */
function SeasonCrumb({ id }: { id: number }) {
  useBreadcrumbOverride(paths.adminSeason.getHref(id), useQuery(getAdminSeasonQueryOptions(id)).data?.name);
  return null;
}

/** `/admin/seasons/{id}/intake` (issue 12): chip rings for the arrived birds, by scan or file, and the season's stock. */
export function Component() {
  const id = idParam(useParams().id);
  return (
    <RequireAuth policy="seasonAdmin">
      <SeasonCrumb id={id} />
      <IntakePage key={id} seasonId={id} />
    </RequireAuth>
  );
}
