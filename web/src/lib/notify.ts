import i18n from 'i18next';
import { SNACKBAR_MAX_CHARS, TOAST_ERROR_MS, TOAST_SUCCESS_MS } from '@/config/constants';
import { errorText, isAbortError, snackbarText } from './api/error-text';

type Toast = { id?: string; color: string; message: string; autoClose: number };

// The notifications package loads on the first toast, keeping it out of the initial JavaScript.
function show(toast: Toast): void {
  // The toast's close button shows only a cross: it needs a name for screen readers.
  void import('@mantine/notifications').then(({ notifications }) => notifications.show({ ...toast, closeButtonProps: { 'aria-label': i18n.t('a11y.closeNotice') } }));
}

/** Shows an error toast for 10 s with the SPEC §8 text, cut to 64 characters; aborted requests are ignored. */
export function notifyError(err: unknown, id?: string): void {
  if (isAbortError(err)) return;
  show({ id, color: 'red', message: snackbarText(errorText(err), SNACKBAR_MAX_CHARS), autoClose: TOAST_ERROR_MS });
}

/** Shows a success toast for 2 s. */
export function notifySuccess(message: string): void {
  show({ color: 'teal', message: snackbarText(message, SNACKBAR_MAX_CHARS), autoClose: TOAST_SUCCESS_MS });
}

/** Shows an already translated error message (e.g. 'Error fetching countries') for 10 s. */
export function notifyErrorMessage(message: string, id?: string): void {
  show({ id, color: 'red', message: snackbarText(message, SNACKBAR_MAX_CHARS), autoClose: TOAST_ERROR_MS });
}
