/** Query keys of the flight administration's own requests (a loft's flights are under `flightKeys`). */
export const flightAdminKeys = {
  all: ['flight-admin'] as const,
  history: (flightId: number) => ['flight-admin', 'history', flightId] as const,
};
