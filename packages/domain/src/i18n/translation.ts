/**
 * A group's texts in another language, written by hand (the English catalogue, en/): the same
 * keys, every text a string. A text with values (a msg() of the group) is its ICU MessageFormat
 * string with the same value names: found: 'Ads found: {count}'.
 */
export type Translation<T> = T extends string
  ? string
  : T extends (...args: never[]) => string
    ? string
    : { readonly [K in keyof T]: Translation<T[K]> };
