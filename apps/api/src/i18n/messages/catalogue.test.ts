import { describe, expect, it } from 'vitest';
import { de } from './de.ts';
import { en } from './en.ts';
import { fr } from './fr.ts';
import { ru } from './ru.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('message catalogues', () => {
  it.each([
    ['en', en],
    ['fr', fr],
    ['de', de],
  ])('%s uses the same placeholders as ru for every key', (_locale, catalogue) => {
    for (const [key, text] of Object.entries(ru)) {
      expect(placeholders(catalogue[key as keyof typeof ru]), key).toEqual(placeholders(text));
    }
  });
});
