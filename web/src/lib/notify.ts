import i18n from 'i18next';
import { useSyncExternalStore } from 'react';
import { SNACKBAR_MAX_CHARS, TOAST_ERROR_MS, TOAST_SUCCESS_MS } from '@/config/constants';
import { errorText, isAbortError, snackbarText } from './api/error-text';
import { loadAllStrings } from './i18n/i18n';

type Toast = { id?: string; color: string; message: string; autoClose: number };

// The notifications package loads on the first toast, keeping it out of the first visit's JavaScript: the app
// mounts the toasts' container only once one is asked for (useToastsAsked), and the container shows the toasts
// the package's store already holds.
let asked = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const askedYet = () => asked;

/** Whether a toast was asked for yet. */
export function useToastsAsked(): boolean {
  return useSyncExternalStore(subscribe, askedYet, askedYet);
}

// A toast's text is made once every string is there: it may come from anywhere in the app (an API error's message
// among them), while the app starts with the first screen's strings only.
function show(toast: () => Toast): void {
  if (!asked) {
    asked = true;
    // Not now: a toast asked for while another component renders must not update the app's provider then.
    queueMicrotask(() => listeners.forEach((l) => l()));
  }
  // A toast shows even when the rest of the strings fail to load (its message is made already; at worst its close
  // button's name is missing).
  const strings = loadAllStrings().catch(() => undefined);
  // The toast's close button shows only a cross: it needs a name for screen readers.
  void Promise.all([import('@mantine/notifications'), strings]).then(
    ([{ notifications }]) => notifications.show({ ...toast(), closeButtonProps: { 'aria-label': i18n.t('a11y.closeNotice') } }),
    () => undefined, // the package did not load (offline): nothing can show the toast
  );
}

/** Shows an error toast for 10 s with the SPEC §8 text, cut to 64 characters; aborted requests are ignored. */
export function notifyError(err: unknown, id?: string): void {
  if (isAbortError(err)) return;
  show(() => ({ id, color: 'red', message: snackbarText(errorText(err), SNACKBAR_MAX_CHARS), autoClose: TOAST_ERROR_MS }));
}

/** Shows a success toast for 2 s. */
export function notifySuccess(message: string): void {
  show(() => ({ color: 'teal', message: snackbarText(message, SNACKBAR_MAX_CHARS), autoClose: TOAST_SUCCESS_MS }));
}

/** Shows an already translated error message (e.g. 'Error fetching countries') for 10 s. */
export function notifyErrorMessage(message: string, id?: string): void {
  show(() => ({ id, color: 'red', message: snackbarText(message, SNACKBAR_MAX_CHARS), autoClose: TOAST_ERROR_MS }));
}
