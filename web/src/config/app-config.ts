import { DEFAULT_MAP_TILE_URL } from './map-tiles';

/** Deployment settings; every value may be overridden at build time by a VITE_ variable. */
const env = import.meta.env;

export const appConfig = {
  appName: 'oneloft',
  version: '2.7.0',
  termsUrl: env.VITE_TERMS_URL ?? 'https://oneloft.app/legal/terms-of-use',
  privacyUrl: env.VITE_PRIVACY_URL ?? 'https://oneloft.app/legal/privacy-policy',
  helpUrl: env.VITE_HELP_URL ?? 'https://help.oneloft.app/servicedesk',
  dashboardUrl: env.VITE_DASHBOARD_URL ?? 'https://dashboard.oneloft.app',
  /** Snackbar (toasts); when disabled, the default layout also hides the footer (SPEC §2). */
  snackbar: env.VITE_SNACKBAR !== 'false',
  featuredLoftCount: 6,
  /** Map tiles of the flight map (OpenStreetMap by default) and their attribution. */
  /** The server allows these tiles in its Content-Security-Policy through dist/csp.json (see vite.config.ts). */
  mapTileUrl: env.VITE_MAP_TILE_URL ?? DEFAULT_MAP_TILE_URL,
  mapAttribution: env.VITE_MAP_ATTRIBUTION ?? '&copy; OpenStreetMap contributors',
} as const;
