import { useParams, type LoaderFunctionArgs } from 'react-router';
import { paths } from '@/config/paths';
import { getLoftQueryOptions, useLoft } from '@/features/lofts/api/get-loft';
import { FavoriteButton } from '@/features/favorites/components/favorite-button';
import { LoftHeader } from '@/features/lofts/components/loft-header';
import { LoftTabs } from '@/features/lofts/components/loft-tabs';
import { RegisterButton } from '@/features/registrations/components/register-button';
import { useBreadcrumbOverride } from '@/lib/page-meta';
import { queryClient } from '@/lib/react-query';
import { idParam } from './params';

export async function loader({ params }: LoaderFunctionArgs) {
  await queryClient.ensureQueryData(getLoftQueryOptions(idParam(params.id)));
  return null;
}

export function Component() {
  const params = useParams();
  const id = idParam(params.id);
  const loft = useLoft(id);
  useBreadcrumbOverride(paths.loft.getHref(id), loft.name);
  return (
    <>
      <LoftHeader
        loft={loft}
        actions={
          <>
            <RegisterButton loftId={id} seasons={loft.seasons ?? []} />
            <FavoriteButton kind="loft" id={id} />
          </>
        }
      />
      <LoftTabs key={id} loft={loft} />
    </>
  );
}
