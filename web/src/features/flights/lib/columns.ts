/** Which columns a list shows, from the loft's display-field switches (SPEC §3); a switch not sent counts as on. */
export type Switches = Record<string, boolean | undefined> | null | undefined;

export type ResultColumn = 'rank' | 'ring' | 'pigeonName' | 'fancier' | 'team' | 'country' | 'arrival' | 'time' | 'speed' | 'prize';
export type BasketColumn = 'ring' | 'pigeonName' | 'fancier' | 'team' | 'country' | 'time';
export type AceColumn = 'rank' | 'ring' | 'pigeonName' | 'fancier' | 'team' | 'country' | 'score' | 'speed';

/** Column → the switch that governs it; null: always shown. */
const RESULT: [ResultColumn, string | null][] = [
  ['rank', 'rank'],
  ['ring', 'ringDescriptor'],
  ['pigeonName', 'pigeonName'],
  ['fancier', 'fancier'],
  ['team', 'team'],
  ['country', 'country'],
  ['arrival', 'time'],
  ['time', 'time'],
  ['speed', 'speed'],
];
const BASKET: [BasketColumn, string | null][] = [
  ['ring', 'ringDescriptor'],
  ['pigeonName', 'pigeonName'],
  ['fancier', 'fancier'],
  ['team', 'team'],
  ['country', 'country'],
  ['time', 'time'],
];
const ACE: [AceColumn, string | null][] = [
  ['rank', 'rank'],
  ['ring', 'ringDescriptor'],
  ['pigeonName', 'pigeonName'],
  ['fancier', 'fancier'],
  ['team', 'team'],
  ['country', 'country'],
  ['score', null],
  ['speed', 'speed'],
];

function pick<C extends string>(table: [C, string | null][], switches: Switches): C[] {
  const on = (key: string | null) => key === null || (switches?.[key] ?? true);
  const cols = table.filter(([, key]) => on(key)).map(([col]) => col);
  // A row must stay identifiable: with ring and name both off, the ring is shown anyway.
  if (!cols.includes('ring' as C) && !cols.includes('pigeonName' as C)) cols.splice(cols[0] === 'rank' ? 1 : 0, 0, 'ring' as C);
  return cols;
}

export const resultColumns = (s: Switches) => pick(RESULT, s);
export const basketColumns = (s: Switches) => pick(BASKET, s);
export const aceColumns = (s: Switches) => pick(ACE, s);

/** The switches of one area from a flight's `display_fields`. */
export function areaSwitches(displayFields: unknown, area: 'results' | 'baskets' | 'aces'): Switches {
  if (!displayFields || typeof displayFields !== 'object') return {};
  return ((displayFields as Record<string, Switches>)[area] ?? {}) as Switches;
}
