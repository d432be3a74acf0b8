/**
 * Query keys of orders: a customer's own, a loft staff's, and a user's season (its orders, pigeons and teams). Every key
 * starts with `orderKeys.all`, so a change to an order refreshes all of them; no two requests share a key.
 */
export const orderKeys = {
  all: ['orders'] as const,
  mine: () => ['orders', 'mine'] as const,
  detail: (id: number) => ['orders', 'detail', id] as const,
  payment: (id: number) => ['orders', 'detail', id, 'payment'] as const,
  agents: (orderId: number) => ['orders', 'agents', orderId] as const,
  userSeasons: () => ['orders', 'user-season'] as const,
  userSeason: (userId: number, seasonId: number) => ['orders', 'user-season', userId, seasonId] as const,
  /** The staff's views of a season's orders (list, stats, held places). */
  staff: (seasonId: number) => ['orders', 'staff', seasonId] as const,
};
