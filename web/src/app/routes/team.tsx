import { useParams, type LoaderFunctionArgs } from 'react-router';
import { paths } from '@/config/paths';
import { FavoriteButton } from '@/features/favorites/components/favorite-button';
import { getLoftQueryOptions, useLoft } from '@/lib/api/lofts/get-loft';
import { PigeonTable } from '@/features/pigeons/components/pigeon-table';
import { getTeamQueryOptions, useTeam } from '@/features/teams/api/get-team';
import { TeamView } from '@/features/teams/components/team-view';
import { displaySwitches } from '@/lib/api/types';
import { useBreadcrumbOverride } from '@/lib/page-meta';
import { queryClient } from '@/lib/react-query';
import { idParam } from './params';

export async function loader({ params }: LoaderFunctionArgs) {
  const loftId = idParam(params.id);
  const teamId = idParam(params.teamid);
  await Promise.all([queryClient.ensureQueryData(getLoftQueryOptions(loftId)), queryClient.ensureQueryData(getTeamQueryOptions(loftId, teamId))]);
  return null;
}

export function Component() {
  const params = useParams();
  const loftId = idParam(params.id);
  const teamId = idParam(params.teamid);
  const loft = useLoft(loftId);
  const team = useTeam(loftId, teamId);
  useBreadcrumbOverride(paths.loft.getHref(loftId), loft.name);
  useBreadcrumbOverride(paths.team.getHref(loftId, teamId), team.name);
  return (
    <TeamView team={team} actions={<FavoriteButton kind="team" id={teamId} />}>
      <PigeonTable loftId={loftId} teamId={teamId} pigeons={team.pigeons ?? []} fields={displaySwitches(loft, 'fanciers')} />
    </TeamView>
  );
}
