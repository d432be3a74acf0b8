import i18n from 'i18next';

/** Server messages that are keys (SPEC §5's 'import_invalid_file') and the texts they stand for. */
const KEYS: Record<string, string> = { import_invalid_file: 'validation.importInvalidFile' };

/** A server message as a person reads it: a key in the viewer's language, any other message as sent. */
export function readable(message: string): string {
  const key = KEYS[message];
  return key ? i18n.t(key) : message;
}
