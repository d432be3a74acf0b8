import { useParams } from 'react-router';
import { paths } from '@/config/paths';
import { useFlight } from '@/features/flights/api/get-flight';
import { FlightScreen } from '@/features/flights/components/flight-screen';
import { AlertButton } from '@/features/notifications/components/alert-button';
import { useBreadcrumbOverride } from '@/lib/page-meta';
import { idParam } from './params';

export function Component() {
  const params = useParams();
  const loftId = idParam(params.id);
  const flightId = idParam(params.flightid);
  const flight = useFlight(flightId);
  useBreadcrumbOverride(paths.loft.getHref(loftId), flight.season.loft.name);
  useBreadcrumbOverride(paths.flight.getHref(loftId, flightId), flight.name);
  return <FlightScreen key={flightId} flightId={flightId} pigeonAction={(id) => <AlertButton kind="pigeon" id={id} />} />;
}
