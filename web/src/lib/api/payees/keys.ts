/** Query keys of payees (who fanciers pay by bank transfer): a loft's and a season's. Every key starts with `payeeKeys.all`. */
export const payeeKeys = {
  all: ['payees'] as const,
  loft: (loftId: number) => ['payees', 'loft', loftId] as const,
  season: (seasonId: number) => ['payees', 'season', seasonId] as const,
};
