import type { ReactNode } from 'react';
import type { Season } from '@/lib/api/types';

/** The groups of the workspace's navigation, in the order shown. */
export const GROUPS = ['season', 'racing', 'loft'] as const;
export type WorkspaceGroup = (typeof GROUPS)[number];

/** What every section knows: the loft, whether the user is its merchant, and how to go to another section. */
export type LoftContext = {
  loftId: number;
  unit: 'km' | 'mile';
  merchant: boolean;
  /** The chosen season, when the loft has one. */
  season: Season | null;
  /** Goes to another section (with another season and query, if given), as a link would. */
  go: (section: string, seasonId?: number, query?: string) => void;
};

/** A section of a season: it is only rendered with one. */
export type SeasonContext = LoftContext & { season: Season };

type Base = {
  /** The section's URL segment: `/overview/{id}/{value}`. */
  value: string;
  /** i18n key of its title (navigation, page heading and document title). */
  label: string;
  group: WorkspaceGroup;
  merchantOnly?: boolean;
  /** Reached by a button, not listed in the navigation (a new season). */
  unlisted?: boolean;
};

/** A section of the loft's workspace; the app's route composes them (features do not import each other). */
export type WorkspaceSection = Base & ({ needsSeason: true; render: (ctx: SeasonContext) => ReactNode } | { needsSeason?: false; render: (ctx: LoftContext) => ReactNode });

/** The sections a user sees: merchants all, agents the desk's. */
export function visibleSections(sections: WorkspaceSection[], merchant: boolean): WorkspaceSection[] {
  return sections.filter((s) => merchant || !s.merchantOnly);
}

/**
 * The season a workspace opens with: the one in the URL if the loft has it, else the one open for registration,
 * else the newest.
 */
export function chosenSeason(seasons: Season[], asked: number | null): Season | null {
  const sorted = [...seasons].sort((a, b) => b.id - a.id);
  return sorted.find((s) => s.id === asked) ?? sorted.find((s) => s.registration_open) ?? sorted[0] ?? null;
}
