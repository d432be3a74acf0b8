/** Query keys of the auctions; every key starts with `auctionKeys.all`. */
export const auctionKeys = {
  all: ['auctions'] as const,
  loft: (loftId: number) => ['auctions', 'loft', loftId] as const,
  lot: (lotId: number) => ['auctions', 'lot', lotId] as const,
  bids: (lotId: number) => ['auctions', 'lot', lotId, 'bids'] as const,
};
