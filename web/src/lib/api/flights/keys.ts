/**
 * Query keys of flights: lists (of a loft, running, aces) and everything about one flight under `flightKeys.flight(id)`.
 * Every key starts with `flightKeys.all`, so saving a flight refreshes all of them; no two requests share a key.
 */
export const flightKeys = {
  all: ['flights'] as const,
  ofLoft: (loftId: number, params: object) => ['flights', 'loft', loftId, params] as const,
  running: () => ['flights', 'running'] as const,
  upcoming: () => ['flights', 'upcoming'] as const,
  aces: (params: object) => ['flights', 'aces', params] as const,
  flight: (id: number) => ['flights', id] as const,
  detail: (id: number) => ['flights', id, 'detail'] as const,
  results: (id: number) => ['flights', id, 'results'] as const,
  feed: (id: number) => ['flights', id, 'feed'] as const,
  basketings: (id: number) => ['flights', id, 'basketings'] as const,
  mine: (id: number) => ['flights', id, 'mine'] as const,
  held: (id: number) => ['flights', id, 'held'] as const,
  flags: (id: number) => ['flights', id, 'flags'] as const,
  weather: (id: number) => ['flights', id, 'weather'] as const,
};
