/** Query keys of campaigns: a loft's list, the service's (loftId null). Every key starts with `campaignKeys.all`. */
export const campaignKeys = {
  all: ['campaigns'] as const,
  list: (loftId: number | null) => ['campaigns', 'list', loftId ?? 'service'] as const,
};
