/**
 * Intl formatters kept by locale and options: making one costs far more than formatting with it (a tenth of a
 * millisecond and more, several times that on a slow phone), and a page of results formats hundreds of values
 * with a handful of them. The keys are few (languages × zones × styles), so nothing is ever evicted.
 */
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function cached<F>(cache: Map<string, F>, locale: string | undefined, options: object, make: () => F): F {
  const key = `${locale ?? ''} ${JSON.stringify(options)}`;
  let f = cache.get(key);
  if (!f) {
    f = make();
    cache.set(key, f);
  }
  return f;
}

/** new Intl.DateTimeFormat(locale, options), made once. */
export function dateTimeFormat(locale: string | undefined, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  return cached(dateTimeFormats, locale, options, () => new Intl.DateTimeFormat(locale, options));
}

/** new Intl.NumberFormat(locale, options), made once. */
export function numberFormat(locale: string | undefined, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return cached(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options));
}
