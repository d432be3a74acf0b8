/** Query keys of transport requests; answering one invalidates `transportKeys.all`. */
export const transportKeys = {
  all: ['transports'] as const,
  loft: (loftId: number, status: string) => ['transports', 'loft', loftId, status] as const,
};
