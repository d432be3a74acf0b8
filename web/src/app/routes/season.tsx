import { useParams, type LoaderFunctionArgs } from 'react-router';
import { PigeonSale } from '@/features/pigeon-sale/components/pigeon-sale';
import { getSeasonDetailsQueryOptions, type SeasonDetails } from '@/features/seasons/api/get-season-details';
import { SeasonDetailsScreen } from '@/features/seasons/components/season-details';
import { queryClient } from '@/lib/react-query';
import { idParam } from './params';

export async function loader({ params }: LoaderFunctionArgs) {
  await queryClient.ensureQueryData(getSeasonDetailsQueryOptions(idParam(params.id)));
  return null;
}

/** The season's pigeon sale, on the loft's days: its window is the season's pigeon sale due date. */
function sale(season: SeasonDetails) {
  return <PigeonSale seasonId={season.id} window={season.due_dates?.find((d) => d.category === 'pigeon_sale')} timeZone={season.loft.time_zone} />;
}

/** `/seasons/{id}`: a season's page (public; a draft or an unknown season is a 404), with its pigeon sale when it sells birds. */
export function Component() {
  const id = idParam(useParams().id);
  return <SeasonDetailsScreen key={id} id={id} renderSale={sale} />;
}
