/**
 * The top-level keys of the language files that a first visit's screen reads: the layout (navigation, footer,
 * breadcrumbs, sign-in), errors, and the home page with its race cards and lofts. They load with the app; the other
 * keys load with the first route that is not the home page (see build/locale-split.ts and loadAllStrings).
 * first-screen.test.tsx renders the home page on these alone and finds no key without its text.
 */
export const FIRST_SCREEN_KEYS: readonly string[] = [
  'a11y',
  'about',
  'app',
  'auth',
  'breadcrumbs',
  'browse',
  'common',
  'errors',
  'flights',
  'footer',
  'home',
  'lofts',
  'loftTime',
  'misc',
  'nav',
  'validation',
];
