import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import de from '@/i18n/messages/de.json';
import en from '@/i18n/messages/en.json';
import fr from '@/i18n/messages/fr.json';
import ru from '@/i18n/messages/ru.json';
import { type EventDateFields, formatEventDate } from './event-date';

const catalogues = { ru, en, fr, de };
type Locale = keyof typeof catalogues;

function options(locale: Locale, today = '2026-11-22') {
  const t = createTranslator({ locale, messages: catalogues[locale], namespace: 'Format' });
  return { locale, today, range: (from: string, to: string) => t('openDateRange', { from, to }) };
}

const session: EventDateFields = {
  eventdate: '2026-12-25',
  eventtime: '19:00:00',
  withopendate: 0,
  begindate_now: null,
  begintime: null,
  hall_title: 'Основная сцена',
};

const openDate: EventDateFields = {
  eventdate: '2026-12-31',
  eventtime: '23:00:00',
  withopendate: 1,
  begindate_now: '2026-11-22',
  begintime: '12:00:00',
  hall_title: 'Малая сцена',
};

describe('formatEventDate: a session', () => {
  it('shows day and month, time and hall, without the current year, in every language', () => {
    expect(formatEventDate(session, options('ru'))).toBe('25 декабря, 19:00, Основная сцена');
    expect(formatEventDate({ ...session, hall_title: 'Main stage' }, options('en'))).toBe(
      'December 25, 7:00 PM, Main stage',
    );
    expect(formatEventDate({ ...session, hall_title: 'Grande salle' }, options('fr'))).toBe(
      '25 décembre, 19:00, Grande salle',
    );
    expect(formatEventDate({ ...session, hall_title: 'Große Bühne' }, options('de'))).toBe(
      '25. Dezember, 19:00, Große Bühne',
    );
  });

  it('puts the year after the date, in each language’s order, when the session is in another year than today', () => {
    const nextYear = { ...session, eventdate: '2027-02-04', eventtime: '12:30:00' };
    expect(formatEventDate(nextYear, options('ru'))).toBe('4 февраля 2027, 12:30, Основная сцена');
    expect(formatEventDate({ ...nextYear, hall_title: 'Main stage' }, options('en'))).toBe(
      'February 4, 2027, 12:30 PM, Main stage',
    );
    expect(formatEventDate({ ...nextYear, hall_title: 'Grande salle' }, options('fr'))).toBe(
      '4 février 2027, 12:30, Grande salle',
    );
    expect(formatEventDate({ ...nextYear, hall_title: 'Große Bühne' }, options('de'))).toBe(
      '4. Februar 2027, 12:30, Große Bühne',
    );
  });

  it('leaves the year out when the session is in the current year (SPEC.md section 4)', () => {
    const nextYear = { ...session, eventdate: '2027-02-04', eventtime: '12:30:00' };
    expect(formatEventDate(nextYear, options('ru', '2027-01-01'))).toBe('4 февраля, 12:30, Основная сцена');
    expect(formatEventDate({ ...nextYear, hall_title: 'Main stage' }, options('en', '2027-01-01'))).toBe(
      'February 4, 12:30 PM, Main stage',
    );
  });

  it('leaves out an empty hall title instead of a dangling comma', () => {
    expect(formatEventDate({ ...session, hall_title: '  ' }, options('ru'))).toBe('25 декабря, 19:00');
  });
});

describe('formatEventDate: an open-date ticket', () => {
  it('shows the range from begindate_now and begintime to eventdate and eventtime', () => {
    expect(formatEventDate(openDate, options('ru'))).toBe('с 22 ноября, 12:00 по 31 декабря, 23:00');
    expect(formatEventDate(openDate, options('en'))).toBe('November 22, 12:00 PM – December 31, 11:00 PM');
    expect(formatEventDate(openDate, options('fr'))).toBe('du 22 novembre, 12:00 au 31 décembre, 23:00');
  });

  it('includes both years when the range crosses a year, whatever today is', () => {
    const crossing = { ...openDate, eventdate: '2027-03-01' };
    expect(formatEventDate(crossing, options('ru'))).toBe('с 22 ноября 2026, 12:00 по 1 марта 2027, 23:00');
    expect(formatEventDate(crossing, options('de'))).toBe('22. November 2026, 12:00 – 1. März 2027, 23:00');
    expect(formatEventDate(crossing, options('en'))).toBe(
      'November 22, 2026, 12:00 PM – March 1, 2027, 11:00 PM',
    );
  });

  it('omits the begin time when the ticket has none', () => {
    expect(formatEventDate({ ...openDate, begintime: null }, options('ru'))).toBe(
      'с 22 ноября по 31 декабря, 23:00',
    );
  });
});
