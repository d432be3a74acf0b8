/** Query keys of a season's due dates; saving one invalidates `dueDateKeys.all`. */
export const dueDateKeys = {
  all: ['due-dates'] as const,
  season: (seasonId: number) => ['due-dates', seasonId] as const,
};
