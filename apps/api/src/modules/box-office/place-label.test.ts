import { describe, expect, it } from 'vitest';
import { placeLabel } from './place-label.ts';

const seat = { section: 'Партер', row: '1', seat: '2', zone: null };

describe('placeLabel', () => {
  it('says row and seat in words, in each language', () => {
    expect(placeLabel(seat, 'ru')).toBe('Партер, ряд 1, место 2');
    expect(placeLabel({ ...seat, section: 'Stalls' }, 'en')).toBe('Stalls, row 1, seat 2');
    expect(placeLabel({ ...seat, section: 'Parterre' }, 'fr')).toBe('Parterre, rang 1, place 2');
    expect(placeLabel({ ...seat, section: 'Parkett' }, 'de')).toBe('Parkett, Reihe 1, Platz 2');
  });

  it('names a general-admission place by its zone, and nothing without either', () => {
    expect(placeLabel({ section: null, row: null, seat: null, zone: 'Танцпол' }, 'ru')).toBe('Танцпол');
    expect(placeLabel({ section: null, row: null, seat: null, zone: null }, 'ru')).toBeNull();
  });
});
