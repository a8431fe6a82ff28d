import { describe, expect, it } from 'vitest';
import de from '../../i18n/messages/de.json';
import en from '../../i18n/messages/en.json';
import fr from '../../i18n/messages/fr.json';
import ru from '../../i18n/messages/ru.json';
import { type PlaceMessages, ticketPlace } from './ticket-place';

/** The `TicketPlace` messages of a locale file, filled in as next-intl would (they hold plain placeholders). */
const wordsOf =
  (file: { TicketPlace: Record<string, string> }): PlaceMessages =>
  (key, values) =>
    (file.TicketPlace[key] ?? '').replace(
      /\{(\w+)\}/g,
      (_, name: 'section' | 'row' | 'seat') => values[name] ?? '',
    );

const seat = { section: 'Партер', row: '1', seat: '1', zone: null };

describe('ticketPlace', () => {
  it('says the section, row and seat in words in each language, not "Партер, 1, 1"', () => {
    expect(ticketPlace(seat, wordsOf(ru))).toBe('Партер, ряд 1, место 1');
    expect(ticketPlace({ ...seat, section: 'Stalls' }, wordsOf(en))).toBe('Stalls, row 1, seat 1');
    expect(ticketPlace({ ...seat, section: 'Parterre' }, wordsOf(fr))).toBe('Parterre, rang 1, place 1');
    expect(ticketPlace({ ...seat, section: 'Parkett' }, wordsOf(de))).toBe('Parkett, Reihe 1, Platz 1');
  });

  it('leaves out what the plan lacks and says a general-admission ticket by its zone', () => {
    expect(ticketPlace({ ...seat, section: null }, wordsOf(ru))).toBe('Ряд 1, место 1');
    expect(ticketPlace({ ...seat, row: null }, wordsOf(en))).toBe('Партер, seat 1');
    expect(ticketPlace({ section: null, row: null, seat: null, zone: 'Танцпол' }, wordsOf(ru))).toBe(
      'Танцпол',
    );
  });
});
