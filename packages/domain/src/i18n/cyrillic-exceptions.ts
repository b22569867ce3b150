/**
 * The reviewed exceptions of the Latin-to-Cyrillic transliteration (transliterate.ts).
 *
 * CYRILLIC_WORDS: words whose Cyrillic is not their letters one by one, by their lower-case Latin
 * spelling: foreign words the Serbian texts use as they are, written in Cyrillic the way Serbian
 * writes them. A word in capitals stays in capitals, a capital first letter stays capital.
 *
 * DIGRAPH_SPLITS: beginnings of words where 'nj', 'lj' or 'dž' are two letters across a prefix,
 * not one ('nadživeti' is над-живети, 'injekcija' is ин-јекција); '|' marks the prefix's end.
 */
export const CYRILLIC_WORDS: Readonly<Record<string, string>> = {
  email: 'имејл',
  'e-mail': 'имејл',
  captcha: 'капча',
  id: 'ид',
  mb: 'мб',
  online: 'онлајн',
  link: 'линк',
  linkom: 'линком',
  linka: 'линка',
  linkove: 'линкове',
  linkovi: 'линкови',
  pdf: 'PDF',
  eur: 'EUR',
  url: 'URL',
};

export const DIGRAPH_SPLITS: readonly string[] = [
  'nad|ž',
  'pod|ž',
  'od|ž',
  'in|jek',
  'kon|jun',
  'van|jez',
];

/**
 * Whole texts of the catalogue, by id, whose Cyrillic is not their transliteration: the English
 * words the spec keeps in the Latin texts ('Filters', 'Reset', 'Failed to load ads') read in
 * Serbian in Cyrillic.
 */
export const CYRILLIC_MESSAGES: Readonly<Record<string, string>> = {
  'home.filtersToggle': 'Филтери',
  'home.reset': 'Поништи',
  'home.loadFailed': 'Учитавање огласа није успело',
};
