import { data, type LoaderFunctionArgs } from 'react-router';
import { getFlightQueryOptions } from '@/features/flights/api/get-flight';
import { preloadFlightView } from '@/features/flights/components/view-modules';
import { queryClient } from '@/lib/react-query';
import { idParam } from './params';

/**
 * The flight page's data. The loader is a module of its own, which the route names beside its lazy component
 * (src/app/router.tsx): the router runs it while the page's chunk loads, so a first visit to a live race asks for
 * the flight at once rather than after the chunk; the open view's chunk follows as soon as the flight's state is known.
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const loftId = idParam(params.id);
  const flight = await queryClient.ensureQueryData(getFlightQueryOptions(idParam(params.flightid)));
  // A flight is shown under its own loft only.
  if (flight.season.loft.id !== loftId) throw data(null, { status: 404 });
  preloadFlightView(flight.state, new URL(request.url).searchParams.get('view'));
  return null;
}
