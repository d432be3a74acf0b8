import type { RunningFlight } from '../api/get-running-flights';

/** A running flight as /api/public/running-flights answers it: a 240.5 km hot spot from Ulm, 212 of 600 birds home. */
export function runningFlight(id: number, state: RunningFlight['state'], loft: RunningFlight['loft']): RunningFlight {
  return {
    id,
    season_id: 1,
    name: `Hot spot ${id}`,
    kind: 'hot_spot',
    state,
    release_time: '2026-06-01T07:00:00Z',
    release_point: 'Ulm',
    release_longitude: 9.99,
    release_latitude: 48.4,
    distance: 240.5,
    distance_base: 240500,
    estimated_average_speed: 1200,
    revision: 3,
    closed_at: null,
    over: state === 'closed' || state === 'finished',
    loft,
    basketed: 600,
    arrived: 212,
  };
}
