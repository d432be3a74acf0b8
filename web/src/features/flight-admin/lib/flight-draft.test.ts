import { describe, expect, it } from 'vitest';
import { fromLocalInput, invalidNumbers, parseDecimal, toCreateInput, toDraft, toLocalInput, toUpdateInput, type Flight } from './flight-draft';

const flight: Flight = {
  id: 7,
  season_id: 3,
  name: 'Hot spot 1',
  kind: 'hot_spot',
  state: 'released',
  release_time: '2026-06-01T07:30:00Z',
  release_point: 'Ulm',
  release_longitude: 9.99,
  release_latitude: 48.4,
  distance: 240.125,
  distance_base: 240125,
  estimated_average_speed: 1200.5,
  revision: 4,
  closed_at: null,
  over: false,
};

describe('flight draft', () => {
  it('round-trips a flight through the form', () => {
    const d = toDraft(flight);
    expect(d).toMatchObject({ name: 'Hot spot 1', kind: 'hot_spot', releasePoint: 'Ulm', latitude: '48.4', longitude: '9.99', distance: '240.125', speed: '1200.5' });
    expect(toUpdateInput(d)).toEqual({
      name: 'Hot spot 1',
      kind: 'hot_spot',
      release_time: '2026-06-01T07:30:00.000Z',
      release_point: 'Ulm',
      release_latitude: 48.4,
      release_longitude: 9.99,
      distance: 240.125,
      estimated_average_speed: 1200.5,
    });
  });

  it('sends an unchanged release time and distance back exactly, and changed ones as typed', () => {
    const mile: Flight = { ...flight, release_time: '2026-06-01T07:30:42Z', distance: 170.7392045454, distance_base: 300501 };
    const d = toDraft(mile);
    expect(d.distance).toBe('170.739');
    expect(toUpdateInput(d, mile)).toMatchObject({ release_time: '2026-06-01T07:30:42Z', distance: 170.739, distance_base: 300501 });
    const changed = toUpdateInput({ ...d, distance: '171', releaseTime: toLocalInput('2026-06-01T08:00:00Z') }, mile);
    expect(changed.distance_base).toBeUndefined();
    expect(changed).toMatchObject({ distance: 171, release_time: '2026-06-01T08:00:00.000Z' });
  });

  it('starts a new flight empty, released tomorrow at 07:00 local time', () => {
    const d = toDraft(null, new Date(2026, 5, 1, 15, 20));
    expect(d.releaseTime).toBe('2026-06-02T07:00');
    expect(d.name).toBe('');
    expect(toCreateInput(3, { ...d, name: ' Toss ', distance: '20,5' })).toMatchObject({
      season_id: 3,
      name: 'Toss',
      distance: 20.5,
      release_latitude: 0,
      estimated_average_speed: 0,
    });
  });

  it('converts between ISO times and datetime-local values in the browser time zone', () => {
    const local = toLocalInput('2026-06-01T07:30:00Z');
    expect(local).toMatch(/^2026-06-0[12]T\d\d:30$/);
    expect(fromLocalInput(local)).toBe('2026-06-01T07:30:00.000Z');
    expect(fromLocalInput('')).toBe('');
    expect(toLocalInput('not a time')).toBe('');
  });

  it('reads decimals with a point or a comma and names the fields that are not numbers', () => {
    expect(parseDecimal('350,125')).toBe(350.125);
    expect(parseDecimal(' -9.5 ')).toBe(-9.5);
    expect(parseDecimal('')).toBe(0);
    expect(parseDecimal('12 km')).toBeNaN();
    expect(invalidNumbers({ ...toDraft(flight), distance: 'far', latitude: '1e5' })).toEqual(['latitude', 'distance']);
    expect(invalidNumbers(toDraft(flight))).toEqual([]);
  });
});
