import type { paths } from './schema';

/** Wire types taken from the operations (not from component names, which the generator may rename). */
type Ok<P extends keyof paths> = paths[P] extends { get: { responses: { 200: { content: { 'application/json': infer T } } } } }
  ? T
  : never;

export type Health = Ok<'/api/health'>;
export type Country = NonNullable<Ok<'/api/public/countries/{locale}'>>[number];
export type LoftPage = Ok<'/api/public/lofts'>;
export type LoftSummary = NonNullable<LoftPage['data']>[number];
export type Loft = Ok<'/api/public/lofts/{id}'>;
export type Season = Ok<'/api/public/seasons/{id}'>;
export type DisplayFields = Loft['display_fields'];
export type TeamPage = Ok<'/api/public/lofts/{id}/teams'>;
export type Team = NonNullable<TeamPage['data']>[number];
export type TeamWithPigeons = Ok<'/api/public/lofts/{id}/teams/{teamId}'>;
export type News = NonNullable<Ok<'/api/public/lofts/{id}/news'>>[number];
export type Product = NonNullable<Ok<'/api/public/lofts/{id}/products'>>[number];
export type Pigeon = Ok<'/api/public/pigeons/{id}'>;
export type PigeonStatus = NonNullable<Pigeon['statuses']>[number];
export type Currency = Product['currency'];
