// Owns the one normal form of searchable text, shared by the documents the database stores
// (search-documents.ts) and the queries the API reads: both sides must fold text identically, or
// an exact title would not meet itself. Pure functions; no database here.

/** Words longer than this are cut: no title word is that long, and a hostile query stays cheap. */
export const MAX_WORD_LENGTH = 32;

/**
 * Folds case, ё into е (Russian writes both for one letter) and Latin diacritics (é, ü, ç) into
 * plain letters, and ß, æ, œ into their two-letter forms. № is a sign, not a word (NFKC would make
 * it "No", so «№5» could not be found by 5). Cyrillic й keeps its breve: it is a letter
 * of its own, not и with an accent.
 */
export function foldText(text: string): string {
  return text
    .replace(/№/g, ' ')
    .normalize('NFKC')
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/ß/g, 'ss')
    .replace(/æ/g, 'ae')
    .replace(/œ/g, 'oe')
    .normalize('NFD')
    .replace(/([a-z])\p{M}+/gu, '$1')
    .normalize('NFC');
}

/** The words of folded text: runs of letters and digits, each at most MAX_WORD_LENGTH long. */
export function splitWords(folded: string): string[] {
  return (folded.match(/[\p{L}\p{N}]+/gu) ?? []).map((word) => word.slice(0, MAX_WORD_LENGTH));
}

/** A title or name as stored for matching: its words, folded, joined by single spaces. */
export function searchText(text: string): string {
  return splitWords(foldText(text)).join(' ');
}

/** Venues are looked up apart from shows (performance titles and artist names). */
export type SearchKeyClass = 'v' | 's';

/**
 * The GIN key of a document word: class, city, word (`s12:гамлет`). The API builds the same keys
 * in SQL (`'s' || city_id || ':' || term`), so the two spellings must stay identical.
 */
export function searchKey(keyClass: SearchKeyClass, cityId: number, word: string): string {
  return `${keyClass}${cityId}:${word}`;
}
