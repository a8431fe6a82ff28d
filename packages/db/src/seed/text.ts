// Text helpers of the seed: the four-language value type the generator produces, Russian to
// Latin transliteration for slugs and foreign spellings of invented names, and slug making.
import { RUSSIAN_TO_LATIN } from '../transliteration.js';

/** Every translatable value the seed writes carries all four languages. */
export type L4 = { ru: string; en: string; fr: string; de: string };

export const LOCALES = ['ru', 'en', 'fr', 'de'] as const;
export type Locale = (typeof LOCALES)[number];

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

/** Hands out unique slugs: the second `gamlet` becomes `gamlet-2`. */
export function createSlugRegistry(): (base: string) => string {
  const used = new Map<string, number>();
  return (base) => {
    const root = base || 'item';
    const count = (used.get(root) ?? 0) + 1;
    used.set(root, count);
    if (count === 1) return root;
    const candidate = `${root}-${count}`;
    // A base may itself end in -N; keep going until the candidate is free as well.
    if (used.has(candidate)) return createUnique(used, root, count);
    used.set(candidate, 1);
    return candidate;
  };
}

function createUnique(used: Map<string, number>, root: string, from: number): string {
  let n = from + 1;
  while (used.has(`${root}-${n}`)) n++;
  const slug = `${root}-${n}`;
  used.set(slug, 1);
  used.set(root, n);
  return slug;
}
