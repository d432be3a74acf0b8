import { describe, expect, it } from 'vitest';
import { compareArrivals, newestFirst, type Arrived } from './arrival-order';

const at = (pigeon_id: number, arrived_ms: number, ring: string): Arrived => ({ pigeon_id, arrived_ms, ring });

describe('compareArrivals', () => {
  it('puts the earlier arrival first, whatever the rings', () => {
    expect([at(1, 200, 'A'), at(2, 100, 'Z')].sort(compareArrivals).map((a) => a.pigeon_id)).toEqual([2, 1]);
  });

  it('lists birds home in the same millisecond by ring number, not by pigeon', () => {
    const tied = [at(1, 100, 'NL-2026-0000030'), at(2, 100, 'NL-2026-0000010'), at(3, 100, 'NL-2026-0000020')];
    expect(tied.sort(compareArrivals).map((a) => a.ring)).toEqual(['NL-2026-0000010', 'NL-2026-0000020', 'NL-2026-0000030']);
  });

  it('compares rings character by character, as the server does', () => {
    // a locale's collation would put the dash after the digits differently; the server compares bytes
    expect([at(1, 100, 'DE-0123-26-45'), at(2, 100, 'DE-0123-26-123')].sort(compareArrivals).map((a) => a.pigeon_id)).toEqual([2, 1]);
    expect(compareArrivals(at(1, 100, 'B'), at(2, 100, 'a'))).toBeLessThan(0);
  });

  it('orders the same ring by pigeon, and the newest first in reverse', () => {
    expect([at(9, 100, ''), at(4, 100, '')].sort(compareArrivals).map((a) => a.pigeon_id)).toEqual([4, 9]);
    expect([at(1, 100, 'A'), at(2, 200, 'B'), at(3, 200, 'A')].sort(newestFirst).map((a) => a.pigeon_id)).toEqual([2, 3, 1]);
  });
});
