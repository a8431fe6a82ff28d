// Unit tests of the search result date line (SPEC.md 4) in the four languages.
import { describe, expect, it } from 'vitest';
import { type DateLineEvent, formatDateLine } from './date-line.ts';

const event: DateLineEvent = {
  eventdate: '2026-11-22',
  eventtime: '19:00:00',
  withopendate: 0,
  begindate_now: null,
  begintime: null,
  hall_title: 'Основная сцена',
};

describe('formatDateLine', () => {
  it('shows day and month, time and hall, without the current year', () => {
    expect(formatDateLine(event, 'ru', 2026)).toBe('22 ноября, 19:00, Основная сцена');
    expect(formatDateLine({ ...event, hall_title: 'Main stage' }, 'en', 2026)).toBe(
      'November 22, 7:00 PM, Main stage',
    );
    expect(formatDateLine(event, 'fr', 2026)).toBe('22 novembre, 19:00, Основная сцена');
    expect(formatDateLine(event, 'de', 2026)).toBe('22. November, 19:00, Основная сцена');
  });
  it('leads with the year when the event is in another year', () => {
    expect(formatDateLine({ ...event, eventdate: '2027-01-05' }, 'ru', 2026)).toBe(
      '2027, 5 января, 19:00, Основная сцена',
    );
  });
  it('shows an open-date ticket as its range, with years only when they differ', () => {
    const open = { ...event, withopendate: 1 as const, begindate_now: '2026-11-22', begintime: '10:00:00' };
    expect(formatDateLine({ ...open, eventdate: '2026-12-31', eventtime: '23:00:00' }, 'ru', 2026)).toBe(
      '22 ноября 10:00 – 31 декабря 23:00',
    );
    expect(formatDateLine({ ...open, eventdate: '2027-01-31' }, 'en', 2026)).toBe(
      'November 22 2026 10:00 AM – January 31 2027 7:00 PM',
    );
  });
});
