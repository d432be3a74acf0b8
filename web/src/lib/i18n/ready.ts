import { initI18n } from './i18n';

/**
 * i18next with the first screen's strings, initialized as soon as the entry runs: main.tsx imports this module
 * before the app, so the language files load while the rest of the entry is evaluated (and beside the first
 * route's chunk), not after it.
 */
export const i18nReady = initI18n('first-screen');
