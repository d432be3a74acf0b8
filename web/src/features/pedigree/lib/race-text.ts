import type { TFunction } from 'i18next';
import type { Schema } from '@/lib/api/types';

export type PigeonRace = Schema<'PigeonRace'>;

/** A race in a few words for a chart card: "3 / 400 · Final", or "– / 400 · Final" unplaced. */
export function raceShort(r: PigeonRace, t: TFunction): string {
  const place = r.place > 0 ? t('pedigree.race.place', { place: r.place, of: r.basketed }) : t('pedigree.race.unplaced', { of: r.basketed });
  return `${place} · ${r.flight}`;
}

/** The race to show first: the best coefficient among placed races, else the newest. */
export function bestRace(races: PigeonRace[]): PigeonRace | undefined {
  const placed = races.filter((r) => r.place > 0);
  if (placed.length === 0) return races[0];
  return placed.reduce((a, b) => (Number(b.coefficient) < Number(a.coefficient) ? b : a));
}
