import { LOCALE } from './constants';

/**
 * A number format of the site's locale, made on its first use and kept after. Not at start: the
 * page's first format costs a phone ~10 ms (the browser loads the locale's data then), which
 * would otherwise land in the task that loads the code, with everything else that task does.
 */
export function lazyNumberFormat(options: Intl.NumberFormatOptions): () => Intl.NumberFormat {
  let format: Intl.NumberFormat | undefined;
  return () => (format ??= new Intl.NumberFormat(LOCALE, options));
}
