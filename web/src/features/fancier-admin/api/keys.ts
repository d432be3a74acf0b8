/** Query keys of the fancier administration's own requests (a loft's teams are under `loftKeys`). */
export const fancierAdminKeys = {
  all: ['fancier-admin'] as const,
  history: (teamId: number) => ['fancier-admin', 'team-history', teamId] as const,
  users: (loftId: number, seasonId: number) => ['fancier-admin', 'available-users', loftId, seasonId] as const,
  customers: (params: object) => ['fancier-admin', 'customers', params] as const,
};
