// Unit tests of the search normal form shared by stored documents and queries.
import { describe, expect, it } from 'vitest';
import { documentTexts } from '../src/search/search-documents.js';
import { foldText, MAX_WORD_LENGTH, searchText, splitWords } from '../src/search/search-text.js';

describe('foldText', () => {
  it('folds case and ё', () => {
    expect(foldText('Ёжик в ТУМАНЕ')).toBe('ежик в тумане');
  });
  it('folds Latin diacritics and ligatures but keeps й', () => {
    expect(foldText('Les Misérables, Götterdämmerung, Straße, Œdipe, Чайка')).toBe(
      'les miserables, gotterdammerung, strasse, oedipe, чайка',
    );
  });
  it('folds compatibility forms (full-width letters, ligature ﬁ)', () => {
    expect(foldText('ＨＡＭＬＥＴ ﬁgaro')).toBe('hamlet figaro');
  });
});

describe('splitWords and searchText', () => {
  it('keeps letters and digits, drops punctuation, symbols and emoji', () => {
    expect(splitWords(foldText('«Щелкунчик» №5 — 🎭 Bolshoi!'))).toEqual(['щелкунчик', '5', 'bolshoi']);
    expect(searchText('  Вишнёвый   сад ')).toBe('вишневый сад');
  });
  it('cuts very long words', () => {
    expect(splitWords('a'.repeat(100))[0]).toHaveLength(MAX_WORD_LENGTH);
  });
});

describe('documentTexts', () => {
  it('gives one text per distinct spelling over the languages, skipping empty ones', () => {
    expect(documentTexts({ ru: 'Гамлет', en: 'Hamlet', fr: 'Hamlet', de: '' })).toEqual(['гамлет', 'hamlet']);
  });
});
