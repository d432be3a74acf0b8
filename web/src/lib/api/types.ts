import type { paths } from './schema';

/** Wire types taken from the operations (not from component names, which the generator may rename). */
export type Ok<P extends keyof paths> = paths[P] extends { get: { responses: { 200: { content: { 'application/json': infer T } } } } } ? T : never;
type Item<T> = NonNullable<T> extends readonly (infer U)[] ? U : never;

export type Health = Ok<'/api/health'>;
export type Country = Item<Ok<'/api/public/countries/{locale}'>>;
export type LoftPage = Ok<'/api/public/lofts'>;
export type LoftSummary = Item<LoftPage['data']>;
export type Loft = Ok<'/api/public/lofts/{id}'>;
export type Season = Ok<'/api/public/seasons/{id}'>;
export type TeamPage = Ok<'/api/public/lofts/{id}/teams'>;
export type Team = Item<TeamPage['data']>;
export type TeamWithPigeons = Ok<'/api/public/lofts/{id}/teams/{teamId}'>;
export type TeamPigeon = Item<TeamWithPigeons['pigeons']>;
export type NewsPage = Ok<'/api/public/lofts/{id}/news'>;
export type News = Item<NewsPage['data']>;
export type Product = Item<Ok<'/api/public/lofts/{id}/products'>>;
export type Pigeon = Ok<'/api/public/pigeons/{id}'>;
export type PigeonStatus = Item<Pigeon['statuses']>;
export type Currency = Product['currency'];

/** The display-field switches of one area (participants, fanciers, results, baskets, aces). */
export type DisplaySwitches = Record<string, boolean | undefined>;

/** The switches of `area`; a switch that is not sent counts as on. */
export function displaySwitches(loft: Loft, area: 'participants' | 'fanciers' | 'results' | 'baskets' | 'aces'): DisplaySwitches {
  return (loft.display_fields as Record<string, DisplaySwitches | undefined>)[area] ?? {};
}

/** The status code of a status row (e.g. 'active', 'reserve_activation_pending'). */
export function statusCode(status: { pigeon_status_type: { code: string } } | null | undefined): string | undefined {
  return status?.pigeon_status_type.code;
}
