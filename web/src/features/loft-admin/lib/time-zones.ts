/** The IANA time zones the browser knows, UTC first; the server checks the name against its own database. */
export function timeZones(): string[] {
  const supported = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return ['UTC', ...supported.filter((z) => z !== 'UTC')];
}

/** The browser's own time zone, a good first guess for a new loft. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
