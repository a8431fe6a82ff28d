// Owns turning what a visitor typed into the few readings search tries at once: the text as typed,
// the same keys on the other keyboard layout (ufvktn → гамлет, руддщ → hello) and the other
// alphabet by transliteration (gamlet → гамлет, щелкунчик → shchelkunchik), each folded into the
// search normal form of the documents (@afisha/db searchText) and split into words with how much
// each word may be misspelt. Pure: the repository turns the readings into one SQL statement.
import { foldText, splitWords } from '@afisha/db';

/** Words of a query beyond this are ignored: titles are short, and each word costs a lookup. */
export const MAX_QUERY_WORDS = 6;

/**
 * A last word shorter than this must match a whole word: a single letter begins a good part of the
 * catalogue (slow, and useless to rank), and the other-layout reading of a short Russian word is
 * often one Latin letter («еж» is «t;»), which would begin every «the».
 */
export const MIN_PREFIX_LENGTH = 2;

export type QueryWord = {
  word: string;
  /** Edits (insert, delete, substitute) a document word may differ by and still match. */
  typos: number;
  /** The last word is being typed: document words that start with it match too. */
  isPrefix: boolean;
};

export type QueryReading = { phrase: string; words: QueryWord[] };

/** Russian ЙЦУКЕН keys by their QWERTY twins (lower case; ` is ё). */
const QWERTY_TO_JCUKEN: Record<string, string> = {
  q: 'й',
  w: 'ц',
  e: 'у',
  r: 'к',
  t: 'е',
  y: 'н',
  u: 'г',
  i: 'ш',
  o: 'щ',
  p: 'з',
  '[': 'х',
  ']': 'ъ',
  a: 'ф',
  s: 'ы',
  d: 'в',
  f: 'а',
  g: 'п',
  h: 'р',
  j: 'о',
  k: 'л',
  l: 'д',
  ';': 'ж',
  "'": 'э',
  z: 'я',
  x: 'ч',
  c: 'с',
  v: 'м',
  b: 'и',
  n: 'т',
  m: 'ь',
  ',': 'б',
  '.': 'ю',
  '`': 'ё',
};
const JCUKEN_TO_QWERTY = Object.fromEntries(
  Object.entries(QWERTY_TO_JCUKEN).map(([latin, cyrillic]) => [cyrillic, latin]),
);

/** Russian to Latin, the passport (ICAO-like) spelling most visitors type. */
const CYRILLIC_TO_LATIN: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
};

/** Latin to Russian, longest spelling first, so shch is щ rather than ш + ч. */
const LATIN_TO_CYRILLIC: ReadonlyArray<readonly [string, string]> = [
  ['shch', 'щ'],
  ['sch', 'щ'],
  ['zh', 'ж'],
  ['kh', 'х'],
  ['ts', 'ц'],
  ['tz', 'ц'],
  ['ch', 'ч'],
  ['sh', 'ш'],
  ['yu', 'ю'],
  ['ju', 'ю'],
  ['ya', 'я'],
  ['ja', 'я'],
  ['yo', 'е'],
  ['jo', 'е'],
  ['ye', 'е'],
  ['ck', 'к'],
  ['ph', 'ф'],
  ['a', 'а'],
  ['b', 'б'],
  ['c', 'к'],
  ['d', 'д'],
  ['e', 'е'],
  ['f', 'ф'],
  ['g', 'г'],
  ['h', 'х'],
  ['i', 'и'],
  ['j', 'й'],
  ['k', 'к'],
  ['l', 'л'],
  ['m', 'м'],
  ['n', 'н'],
  ['o', 'о'],
  ['p', 'п'],
  ['q', 'к'],
  ['r', 'р'],
  ['s', 'с'],
  ['t', 'т'],
  ['u', 'у'],
  ['v', 'в'],
  ['w', 'в'],
  ['x', 'кс'],
  ['y', 'ы'],
  ['z', 'з'],
];

/** The same keys pressed on the other layout, both ways: Latin keys become Russian and back. */
export function switchLayout(text: string): string {
  let out = '';
  for (const char of text.toLowerCase()) out += QWERTY_TO_JCUKEN[char] ?? JCUKEN_TO_QWERTY[char] ?? char;
  return out;
}

/** Russian letters spelt in Latin and Latin letters spelt in Russian, in one pass (folded text). */
export function transliterate(folded: string): string {
  let out = '';
  for (let i = 0; i < folded.length; ) {
    const char = folded[i] as string;
    const latin = CYRILLIC_TO_LATIN[char];
    const cyrillic =
      latin === undefined ? LATIN_TO_CYRILLIC.find(([from]) => folded.startsWith(from, i)) : undefined;
    if (latin !== undefined) out += latin;
    else if (cyrillic) out += cyrillic[1];
    else out += char;
    i += cyrillic ? cyrillic[0].length : 1;
  }
  return out;
}

/**
 * Edits tolerated in a word of this length, as in common search engines: none below 4 letters
 * (too many short words are one letter apart), one up to 6, two from 7 (щелкунчек, шелкунчек).
 */
export function typosAllowed(length: number): number {
  if (length < 4) return 0;
  return length < 7 ? 1 : 2;
}

function reading(folded: string): QueryReading | null {
  const words = splitWords(folded).slice(0, MAX_QUERY_WORDS);
  if (words.length === 0) return null;
  return {
    phrase: words.join(' '),
    words: words.map((word, index) => ({
      word,
      typos: typosAllowed([...word].length),
      isPrefix: index === words.length - 1 && [...word].length >= MIN_PREFIX_LENGTH,
    })),
  };
}

/** The distinct readings of a query, the text as typed first; none for blank text. */
export function queryReadings(raw: string): QueryReading[] {
  const typed = foldText(raw);
  const candidates = [typed, foldText(switchLayout(raw)), transliterate(typed)];
  const readings = new Map<string, QueryReading>();
  for (const candidate of candidates) {
    const found = reading(candidate);
    if (found && !readings.has(found.phrase)) readings.set(found.phrase, found);
  }
  return [...readings.values()];
}
