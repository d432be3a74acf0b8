import { notifications } from '@mantine/notifications';
import { SNACKBAR_MAX_CHARS, TOAST_ERROR_MS, TOAST_SUCCESS_MS } from '@/config/constants';
import { errorText, isAbortError, snackbarText } from './api/error-text';

/** Shows an error toast for 10 s with the SPEC §8 text; aborted requests are ignored. */
export function notifyError(err: unknown): void {
  if (isAbortError(err)) return;
  notifications.show({
    color: 'red',
    message: snackbarText(errorText(err), SNACKBAR_MAX_CHARS),
    autoClose: TOAST_ERROR_MS,
  });
}

/** Shows a success toast for 2 s. */
export function notifySuccess(message: string): void {
  notifications.show({ color: 'teal', message: snackbarText(message, SNACKBAR_MAX_CHARS), autoClose: TOAST_SUCCESS_MS });
}
