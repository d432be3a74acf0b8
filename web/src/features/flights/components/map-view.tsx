import { Loader, Stack } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { FlightDetail } from '../api/get-flight';
import { ReplayView } from './replay-view';
import { WeatherPanel } from './weather-panel';

// Leaflet is only downloaded when the map is opened.
const FlightMap = lazy(() => import('./flight-map'));

/** The flight map view: the weather at the loft above the map; a race that is over replays on it. */
export function MapView({ flight }: { flight: FlightDetail }) {
  return (
    <Stack>
      <WeatherPanel flightId={flight.id} />
      {flight.over ? (
        <ReplayView flight={flight} />
      ) : (
        <Suspense fallback={<Loader mx="auto" />}>
          <FlightMap flight={flight} />
        </Suspense>
      )}
    </Stack>
  );
}
