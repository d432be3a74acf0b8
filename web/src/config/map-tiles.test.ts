import { describe, expect, it } from 'vitest';
import { DEFAULT_MAP_TILE_URL, tileSources } from './map-tiles';

describe('tileSources', () => {
  it('is the origin of the tile URL', () => {
    expect(tileSources(DEFAULT_MAP_TILE_URL)).toEqual(['https://tile.openstreetmap.org']);
    expect(tileSources('https://tiles.example:8443/{z}/{x}/{y}.png?key=1')).toEqual(['https://tiles.example:8443']);
  });

  it('makes a subdomain placeholder a wildcard and refuses what is no origin', () => {
    expect(tileSources('https://{s}.tile.example/{z}/{x}/{y}.png')).toEqual(['https://*.tile.example']);
    expect(tileSources('/tiles/{z}/{x}/{y}.png')).toEqual([]);
    expect(tileSources('https://{z}.example/x')).toEqual([]);
  });
});
