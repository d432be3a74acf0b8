/**
 * Query keys of lofts and what hangs below a loft (teams, products, news). Every key starts with `loftKeys.all`, so
 * invalidating it refreshes all of them; no two requests share a key.
 */
export const loftKeys = {
  all: ['lofts'] as const,
  list: (params: object) => ['lofts', 'list', params] as const,
  choices: (search: string) => ['lofts', 'choices', search] as const,
  detail: (id: number) => ['lofts', 'detail', id] as const,
  newsArticle: (id: number) => ['lofts', 'news', id] as const,
  loft: (loftId: number) => ['lofts', loftId] as const,
  news: (loftId: number) => ['lofts', loftId, 'news'] as const,
  media: (loftId: number) => ['lofts', loftId, 'media'] as const,
  teams: (loftId: number, params: object) => ['lofts', loftId, 'teams', params] as const,
  team: (loftId: number, teamId: number) => ['lofts', loftId, 'teams', 'detail', teamId] as const,
  products: (loftId: number, seasonId: number | null) => ['lofts', loftId, 'products', seasonId] as const,
};
