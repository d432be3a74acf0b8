let currentLanguage = 'en';

/** Set by the i18n module so that every API call carries the chosen language. */
export function setApiLanguage(code: string): void {
  currentLanguage = code;
}

export function apiLanguage(): string {
  return currentLanguage;
}
