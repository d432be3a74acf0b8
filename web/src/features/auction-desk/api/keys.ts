/** Query keys of the auction desk: a loft's lots and a lot's history. Every key starts with `auctionDeskKeys.all`. */
export const auctionDeskKeys = {
  all: ['auction-desk'] as const,
  lots: (loftId: number) => ['auction-desk', 'lots', loftId] as const,
  history: (lotId: number) => ['auction-desk', 'history', lotId] as const,
  pigeons: (seasonId: number, search: string) => ['auction-desk', 'pigeons', seasonId, search] as const,
  pigeon: (id: number) => ['auction-desk', 'pigeon', id] as const,
};
