/** Query keys of seasons (public pages, contracts). Every key starts with `seasonKeys.all`; no two requests share a key. */
export const seasonKeys = {
  all: ['seasons'] as const,
  browse: (params: object) => ['seasons', 'browse', params] as const,
  mine: () => ['seasons', 'mine'] as const,
  detail: (id: number) => ['seasons', 'detail', id] as const,
  details: (id: number) => ['seasons', 'details', id] as const,
  summary: (id: number) => ['seasons', 'summary', id] as const,
  contracts: (seasonId: number) => ['seasons', seasonId, 'contracts'] as const,
};
