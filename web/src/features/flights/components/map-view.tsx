import { Loader, Stack } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { FlightDetail } from '../api/get-flight';
import { WeatherPanel } from './weather-panel';

// Leaflet is only downloaded when the map is opened.
const FlightMap = lazy(() => import('./flight-map'));

/** The flight map view: the weather at the loft above the map. */
export function MapView({ flight }: { flight: FlightDetail }) {
  return (
    <Stack>
      <WeatherPanel flightId={flight.id} />
      <Suspense fallback={<Loader mx="auto" />}>
        <FlightMap flight={flight} />
      </Suspense>
    </Stack>
  );
}
