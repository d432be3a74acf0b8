import { useParams, type LoaderFunctionArgs } from 'react-router';
import { getSeasonDetailsQueryOptions } from '@/features/seasons/api/get-season-details';
import { SeasonDetailsScreen } from '@/features/seasons/components/season-details';
import { queryClient } from '@/lib/react-query';
import { idParam } from './params';

export async function loader({ params }: LoaderFunctionArgs) {
  await queryClient.ensureQueryData(getSeasonDetailsQueryOptions(idParam(params.id)));
  return null;
}

/** `/seasons/{id}`: a season's page (public; a draft or an unknown season is a 404). */
export function Component() {
  const id = idParam(useParams().id);
  return <SeasonDetailsScreen key={id} id={id} />;
}
