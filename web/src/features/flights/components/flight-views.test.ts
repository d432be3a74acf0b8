import { describe, expect, it } from 'vitest';
import { pickView, viewsFor } from './flight-views';

describe('flight views', () => {
  it('opens on the view that fits the state', () => {
    expect(pickView('coming_soon', null)).toBe('comingSoon');
    expect(pickView('basketing', null)).toBe('basketing');
    expect(pickView('released', null)).toBe('live');
    expect(pickView('finished', null)).toBe('results');
  });
  it('keeps an asked view the state offers and ignores others', () => {
    expect(pickView('released', 'map')).toBe('map');
    expect(pickView('finished', 'live')).toBe('results');
    expect(pickView('coming_soon', 'presentation')).toBe('comingSoon');
  });
  it('offers the map in every state', () => {
    for (const s of ['coming_soon', 'basketing', 'released', 'finished'] as const) expect(viewsFor(s)).toContain('map');
  });
});
