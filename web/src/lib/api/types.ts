import type { components } from './schema';

/** A wire type by its schema name in the OpenAPI document (`Schema<'Loft'>`): the one way web code names API types. */
export type Schema<K extends keyof components['schemas']> = components['schemas'][K];

export type Health = Schema<'Health'>;
export type Country = Schema<'Country'>;
export type LoftPage = Schema<'LoftPage'>;
export type LoftSummary = Schema<'LoftSummary'>;
export type Loft = Schema<'Loft'>;
export type Season = Schema<'Season'>;
export type TeamPage = Schema<'TeamPage'>;
export type Team = Schema<'Team'>;
export type TeamWithPigeons = Schema<'TeamDetail'>;
export type TeamPigeon = Schema<'Pigeon'>;
export type NewsPage = Schema<'NewsPage'>;
export type News = Schema<'News'>;
export type Product = Schema<'Product'>;
export type Pigeon = Schema<'PigeonDetail'>;
export type PigeonStatus = Schema<'PigeonStatus'>;
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
