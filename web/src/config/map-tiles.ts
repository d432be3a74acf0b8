/** The flight map's default tile server (OpenStreetMap); VITE_MAP_TILE_URL replaces it at build time. */
export const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/**
 * The Content-Security-Policy sources the tiles of `url` load from: its origin, with a Leaflet `{s}` subdomain
 * placeholder as a wildcard (`https://{s}.tile.example/…` → `https://*.tile.example`). The build writes them to
 * dist/csp.json, from which the server builds the app's policy.
 */
export function tileSources(url: string): string[] {
  const match = /^(https?):\/\/([^/]+)/.exec(url);
  if (!match) return [];
  const host = match[2]!.replace(/\{s\}/g, '*');
  if (/[{}]/.test(host)) return [];
  return [`${match[1]}://${host}`];
}
