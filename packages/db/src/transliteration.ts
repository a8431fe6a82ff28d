// Owns the one Russian-to-Latin letter table (the passport-like scheme most Russians use for their
// names abroad): the seed and the back office spell slugs and foreign names with it, search spells Russian queries in
// Latin.

/** Lower-case Russian letter → Latin spelling (ъ and ь are silent). */
export const RUSSIAN_TO_LATIN: Readonly<Record<string, string>> = {
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

/** Russian to Latin (the passport-like scheme most Russians use for their names abroad). */
export function transliterate(text: string): string {
  let out = '';
  const chars = [...text];
  for (const [i, char] of chars.entries()) {
    const lower = char.toLowerCase();
    // A soft or hard sign before е/ё/и is heard as "y": Соловьёв → Solovyev, Премьера → Premyera.
    const separates = (lower === 'ь' || lower === 'ъ') && /[еёи]/i.test(chars[i + 1] ?? '');
    const latin = separates ? 'y' : RUSSIAN_TO_LATIN[lower];
    if (latin === undefined) {
      out += char;
    } else if (char !== lower && latin.length > 0) {
      out += latin[0]!.toUpperCase() + latin.slice(1);
    } else {
      out += latin;
    }
  }
  return out;
}

/** `Вишнёвый сад` → `vishnevyy-sad`. */
export function slugify(text: string): string {
  return transliterate(text.toLowerCase())
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
