/** Query keys of the pigeon sale: a season's offer (per viewer: it counts their birds) and its staff desk. Every key starts with `pigeonSaleKeys.all`. */
export const pigeonSaleKeys = {
  all: ['pigeon-sale'] as const,
  offers: (seasonId: number) => ['pigeon-sale', 'offer', seasonId] as const,
  offer: (seasonId: number, userId: number) => ['pigeon-sale', 'offer', seasonId, userId] as const,
  desk: (seasonId: number) => ['pigeon-sale', 'desk', seasonId] as const,
};
