// Unit tests of the query readings: layouts, transliteration, folding, typo budgets, limits.
import { describe, expect, it } from 'vitest';
import {
  MAX_QUERY_WORDS,
  queryReadings,
  switchLayout,
  transliterate,
  typosAllowed,
} from './query-variants.ts';

const phrases = (raw: string) => queryReadings(raw).map((reading) => reading.phrase);

describe('switchLayout', () => {
  it('reads Latin keys as the Russian letters under them, punctuation keys included', () => {
    expect(switchLayout('ufvktn')).toBe('гамлет');
    expect(switchLayout('Otkreyxbr')).toBe('щелкунчик');
    expect(switchLayout(',fktn')).toBe('балет');
    expect(switchLayout('`krf')).toBe('ёлка');
  });
  it('reads Russian keys as the Latin letters under them', () => {
    expect(switchLayout('руддщ')).toBe('hello');
    expect(switchLayout('ЬФЫЕУК')).toBe('master');
  });
});

describe('transliterate', () => {
  it('spells Latin in Russian, longest spelling first', () => {
    expect(transliterate('gamlet')).toBe('гамлет');
    expect(transliterate('shchelkunchik')).toBe('щелкунчик');
    expect(transliterate('schelkunchik')).toBe('щелкунчик');
    expect(transliterate('lebedinoe ozero')).toBe('лебединое озеро');
    expect(transliterate('zhenitba')).toBe('женитба');
  });
  it('spells Russian in Latin', () => {
    expect(transliterate('щелкунчик')).toBe('shchelkunchik');
    expect(transliterate('чайка')).toBe('chayka');
    expect(transliterate('объявление')).toBe('obyavlenie');
  });
  it('leaves digits and other scripts alone', () => {
    expect(transliterate('№5 東京')).toBe('№5 東京');
  });
});

describe('typosAllowed', () => {
  it('tolerates none in short words, one up to six letters, two from seven', () => {
    expect([1, 3, 4, 6, 7, 12].map(typosAllowed)).toEqual([0, 0, 1, 1, 2, 2]);
  });
});

describe('queryReadings', () => {
  it('tries the text as typed, the other layout and the other alphabet, as typed first', () => {
    expect(phrases('Гамлет')).toEqual(['гамлет', 'ufvktn', 'gamlet']);
    expect(phrases('ufvktn')).toEqual(['ufvktn', 'гамлет', 'уфвктн']);
    expect(phrases('gamlet')).toEqual(['gamlet', 'пфьдуе', 'гамлет']);
  });
  it('folds case, ё and Latin accents like the documents', () => {
    expect(phrases('ЁЛКА')[0]).toBe('елка');
    expect(phrases('Café Müller')[0]).toBe('cafe muller');
    expect(phrases('Straße')[0]).toBe('strasse');
  });
  it('keeps й, which is a letter and not an accented и', () => {
    expect(phrases('Чайка')[0]).toBe('чайка');
  });
  it('marks only the last word as being typed, and sizes each typo budget by its word', () => {
    const [typed] = queryReadings('вишнёвый сад');
    expect(typed?.words).toEqual([
      { word: 'вишневый', typos: 2, isPrefix: false },
      { word: 'сад', typos: 0, isPrefix: true },
    ]);
  });
  it('lets a single letter match only a whole word', () => {
    expect(queryReadings('гамлет г')[0]?.words[1]).toEqual({ word: 'г', typos: 0, isPrefix: false });
    expect(queryReadings('га')[0]?.words[0]?.isPrefix).toBe(true);
  });
  it('reads nothing from blank or punctuation-only text', () => {
    expect(queryReadings('')).toEqual([]);
    expect(queryReadings('   \t\n')).toEqual([]);
    expect(queryReadings('%_\\"-!?')).toEqual([]);
  });
  it('reads the punctuation keys of the Russian letters as those letters in the other layout', () => {
    expect(phrases(";'")).toEqual(['жэ']);
  });
  it('drops SQL and LIKE metacharacters and emoji, keeping the words', () => {
    expect(phrases("гамлет'; drop table performances;--")[0]).toBe('гамлет drop table performances');
    expect(phrases('100%_гам\\лет 🎭')[0]).toBe('100 гам лет');
  });
  it('bounds the work of a huge query: a few words, each of bounded length', () => {
    const [typed] = queryReadings(`${'я'.repeat(1000)} ${'слово '.repeat(200)}`);
    expect(typed?.words).toHaveLength(MAX_QUERY_WORDS);
    expect(typed?.words[0]?.word).toHaveLength(32);
  });
});
