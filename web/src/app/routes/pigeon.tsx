import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { data, useParams, type LoaderFunctionArgs } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import { FavoriteButton } from '@/features/favorites/components/favorite-button';
import { RaceTable } from '@/features/pedigree/components/race-table';
import { SharedPedigree } from '@/features/pedigree/components/shared-pedigree';
import { getLoftQueryOptions, useLoft } from '@/lib/api/lofts/get-loft';
import { getPigeonQueryOptions, usePigeon } from '@/features/pigeons/api/get-pigeon';
import { PigeonAces } from '@/features/pigeons/components/pigeon-aces';
import { PigeonView } from '@/features/pigeons/components/pigeon-view';
import { useBreadcrumbOverride } from '@/lib/page-meta';
import { queryClient } from '@/lib/react-query';
import { idParam, optionalIdParam } from './params';

export async function loader({ params }: LoaderFunctionArgs) {
  const loftId = idParam(params.id);
  const teamId = optionalIdParam(params.teamid);
  const [, pigeon] = await Promise.all([queryClient.ensureQueryData(getLoftQueryOptions(loftId)), queryClient.ensureQueryData(getPigeonQueryOptions(idParam(params.pigeonid)))]);
  // The URL's loft and team must be the pigeon's own.
  if ((pigeon.team && pigeon.team.loft_id !== loftId) || (teamId !== null && pigeon.team_id !== teamId)) throw data(null, { status: 404 });
  return null;
}

export function Component() {
  const { t } = useTranslation();
  const params = useParams();
  const loftId = idParam(params.id);
  const teamId = optionalIdParam(params.teamid);
  const pigeonId = idParam(params.pigeonid);
  const loft = useLoft(loftId);
  const pigeon = usePigeon(pigeonId);
  const races = pigeon.races ?? [];
  const aces = pigeon.aces ?? [];
  useBreadcrumbOverride(paths.loft.getHref(loftId), loft.name);
  useBreadcrumbOverride(paths.team.getHref(loftId, params.teamid ?? ''), teamId === null ? undefined : pigeon.team?.name);
  useBreadcrumbOverride(paths.pigeon.getHref(loftId, params.teamid ?? null, pigeonId), pigeon.ring);
  return (
    <>
      <PigeonView pigeon={pigeon} loftId={loftId} timeZone={loft.time_zone} actions={<FavoriteButton kind="pigeon" id={pigeonId} />} />
      <Stack mt="lg" gap="sm" data-testid="pigeon-races">
        <Title order={2} fz="h3">
          {t('pigeons.races')}
        </Title>
        {races.length === 0 ? <EmptyState>{t('pigeons.noRaces')}</EmptyState> : <RaceTable races={races} />}
      </Stack>
      {aces.length > 0 && (
        <Stack mt="lg" gap="sm">
          <Title order={2} fz="h3">
            {t('pigeons.aces')}
          </Title>
          <PigeonAces aces={aces} />
        </Stack>
      )}
      <SharedPedigree pigeonId={pigeonId} />
    </>
  );
}
