import { describe, expect, it } from 'vitest';
import { placeInWords } from './seat-words.ts';

const seat = { section: 'Партер', row: '1', seat: '1', zone: null };

describe('placeInWords', () => {
  it('says the section, the row and the seat in words, in each language', () => {
    expect(placeInWords(seat, 'ru')).toBe('Партер, ряд 1, место 1');
    expect(placeInWords({ ...seat, section: 'Stalls' }, 'en')).toBe('Stalls, row 1, seat 1');
    expect(placeInWords({ ...seat, section: 'Parterre' }, 'fr')).toBe('Parterre, rang 1, place 1');
    expect(placeInWords({ ...seat, section: 'Parkett' }, 'de')).toBe('Parkett, Reihe 1, Platz 1');
  });

  it('leaves out what the plan does not have, and says a general-admission ticket by its zone', () => {
    expect(placeInWords({ ...seat, section: null }, 'ru')).toBe('Ряд 1, место 1');
    expect(placeInWords({ ...seat, row: null }, 'en')).toBe('Партер, seat 1');
    expect(placeInWords({ section: null, row: null, seat: null, zone: 'Танцпол' }, 'ru')).toBe('Танцпол');
  });
});
