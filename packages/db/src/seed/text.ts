// Text helpers of the seed: the four-language value type the generator produces, Russian to
// Latin transliteration for slugs and foreign spellings of invented names, and slug making.
import { slugify, transliterate } from '../transliteration.js';

export { slugify, transliterate };

/** Every translatable value the seed writes carries all four languages. */
export type L4 = { ru: string; en: string; fr: string; de: string };

export const LOCALES = ['ru', 'en', 'fr', 'de'] as const;
export type Locale = (typeof LOCALES)[number];

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
