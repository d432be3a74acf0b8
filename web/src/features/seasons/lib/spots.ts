/** How the places of a season read: left of its capacity, none left, or no capacity at all. */
export type Spots = { key: 'browse.spotsLeft' | 'browse.full' | 'browse.unlimited'; count?: number; color: string };

/** `spots_left` as the API sends it: a number of places left, or null for a season without capacity. */
export function spots(left: number | null | undefined): Spots {
  if (left == null) return { key: 'browse.unlimited', color: 'gray' };
  if (left <= 0) return { key: 'browse.full', color: 'red' };
  return { key: 'browse.spotsLeft', count: left, color: 'teal' };
}
