import { CYRILLIC_WORDS, DIGRAPH_SPLITS } from './cyrillic-exceptions';

/**
 * Serbian Latin to Serbian Cyrillic, one letter for one letter, with the digraphs lj, nj and dž
 * as one letter each (Љ, Њ, Џ), the words of the reviewed exception list (cyrillic-exceptions.ts)
 * as it says, and what must not change left as it is: web and email addresses, any word with a
 * digit in it (parcel numbers, '2B'), Roman numerals ('II', 'XIV'), and foreign words, spelled
 * with q, w, x or y. The same input always gives the same output: the Cyrillic catalogue is made with it, and
 * ads written in Latin are shown with it in Cyrillic.
 */
const LETTERS: Readonly<Record<string, string>> = {
  a: 'а',
  b: 'б',
  c: 'ц',
  č: 'ч',
  ć: 'ћ',
  d: 'д',
  đ: 'ђ',
  e: 'е',
  f: 'ф',
  g: 'г',
  h: 'х',
  i: 'и',
  j: 'ј',
  k: 'к',
  l: 'л',
  m: 'м',
  n: 'н',
  o: 'о',
  p: 'п',
  r: 'р',
  s: 'с',
  š: 'ш',
  t: 'т',
  u: 'у',
  v: 'в',
  z: 'з',
  ž: 'ж',
};
const DIGRAPHS: Readonly<Record<string, string>> = { lj: 'љ', nj: 'њ', dž: 'џ' };

const ADDRESS = /^(?:https?:\/\/|www\.)|@/iu;
const FOREIGN = /[qwxy]/iu;
// Roman numerals stay in Latin letters in Cyrillic too ('Sombor II'); a lone 'I' is the word 'i'.
const ROMAN = /^(?=[IVXLCDM]{2,}$)M{0,4}(CM|CD|D?C{0,3})(XC|XL|L?X{0,3})(IX|IV|V?I{0,3})$/u;
const DIGIT = /[0-9]/u;
// Addresses first, so a link is one token; then runs of letters and digits.
const TOKEN =
  /(?:https?:\/\/|www\.)[^\s<>"]+|[^\s<>"@]+@[^\s<>"@]+\.[^\s<>"@]+|[\p{L}\p{M}\p{N}]+/gu;

function isUpper(text: string): boolean {
  return text === text.toUpperCase() && text !== text.toLowerCase();
}

function letterByLetter(word: string): string {
  const lower = word.toLowerCase();
  // The first letter of a pair that a prefix splits, or -1.
  const split = DIGRAPH_SPLITS.find((entry) => lower.startsWith(entry.replace('|', '')));
  const splitAt = split === undefined ? -1 : split.indexOf('|') - 1;
  let out = '';
  for (let i = 0; i < word.length; i += 1) {
    const pair = lower.slice(i, i + 2);
    const digraph = i !== splitAt ? DIGRAPHS[pair] : undefined;
    if (digraph) {
      // 'Lj' and 'LJ' are both Љ; a word in capitals keeps capitals.
      out += isUpper(word[i]!) ? digraph.toUpperCase() : digraph;
      i += 1;
      continue;
    }
    const char = word[i]!;
    const mapped = LETTERS[char.toLowerCase()];
    out += mapped === undefined ? char : isUpper(char) ? mapped.toUpperCase() : mapped;
  }
  return out;
}

function wordToCyrillic(word: string): string {
  if (DIGIT.test(word) || ROMAN.test(word)) return word;
  const lower = word.toLowerCase();
  const listed = CYRILLIC_WORDS[lower];
  if (listed !== undefined) {
    if (word.length > 1 && isUpper(word)) return listed.toUpperCase();
    return isUpper(word[0]!) ? listed[0]!.toUpperCase() + listed.slice(1) : listed;
  }
  if (FOREIGN.test(word)) return word;
  return letterByLetter(word);
}

export function toCyrillic(text: string): string {
  return text.replace(TOKEN, (token) => (ADDRESS.test(token) ? token : wordToCyrillic(token)));
}
