import { pickView, type FlightState, type FlightView } from './flight-views';

/** Each view of a flight is its own chunk: a visit downloads the header and the one view it opens. */
export const viewModules = {
  basketing: () => import('./basketing-view'),
  comingSoon: () => import('./coming-soon-view'),
  live: () => import('./live-view'),
  map: () => import('./map-view'),
  mine: () => import('./mine-view'),
  presentation: () => import('./presentation-view'),
  results: () => import('./results-view'),
  top: () => import('./top-view'),
} satisfies Record<FlightView, () => Promise<unknown>>;

/**
 * Starts loading the chunk of the view a flight page opens with (`asked` is its `?view=`), as soon as the flight's
 * state is known: the view then loads while the page renders its header, not after.
 */
export function preloadFlightView(state: FlightState, asked: string | null): void {
  // A failure shows when the view itself asks for the chunk.
  viewModules[pickView(state, asked)]().catch(() => undefined);
}
