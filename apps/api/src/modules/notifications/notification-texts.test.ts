import { describe, expect, it } from 'vitest';
import {
  accountConfirmedTexts,
  formatDay,
  formatRoubles,
  newDatesTexts,
  orderPaidTexts,
  refundDoneTexts,
} from './notification-texts.ts';

// Intl separates groups with (narrow) no-break spaces; compare with plain ones.
const plain = (text: string | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('formatRoubles', () => {
  it.each([
    [150_000, 'ru', '1 500 ₽'],
    [150_050, 'ru', '1 500,50 ₽'],
    [150_000, 'en', '₽1,500'],
    [150_000, 'de', '1.500 ₽'],
  ] as const)('%d kopecks in %s → %s', (kopecks, locale, expected) => {
    expect(plain(formatRoubles(kopecks, locale))).toBe(expected);
  });
});

describe('formatDay', () => {
  it('names the calendar day it is given, whatever the machine’s time zone', () => {
    expect(formatDay('2030-03-12', 'ru', false)).toBe('12 марта');
    expect(formatDay('2030-03-12', 'en', false)).toBe('March 12');
    expect(plain(formatDay('2031-01-02', 'fr', true))).toBe('2 janvier 2031');
  });
});

describe('notification texts', () => {
  it('has every language for every kind', () => {
    const all = [
      accountConfirmedTexts(),
      orderPaidTexts('A7K-39QX', 150_000),
      refundDoneTexts('A7K-39QX', 50_000),
      newDatesTexts({ ru: 'Гамлет' }, ['2030-03-12'], 2030),
    ];
    for (const { title, text } of all) {
      for (const locale of ['ru', 'en', 'fr', 'de'] as const) {
        expect(title[locale], locale).toBeTruthy();
        expect(text[locale], locale).toBeTruthy();
      }
    }
  });

  it('writes the order number and amount', () => {
    const { title, text } = orderPaidTexts('A7K-39QX', 150_000);
    expect(title.ru).toBe('Заказ A7K-39QX оплачен');
    expect(plain(text.ru)).toContain('1 500 ₽');
    expect(plain(refundDoneTexts('A7K-39QX', 50_000).text.en)).toContain('₽500');
  });

  it('lists the new dates in order, once each, with the title in each language (de/fr → en → ru)', () => {
    const { title, text } = newDatesTexts(
      { ru: 'Гамлет', en: 'Hamlet', fr: '' },
      ['2030-03-15', '2030-03-12', '2030-03-15'],
      2030,
    );
    expect(title).toEqual({
      ru: 'Новые даты: «Гамлет»',
      en: 'New dates: “Hamlet”',
      fr: 'Nouvelles dates : « Hamlet »',
      de: 'Neue Termine: „Hamlet“',
    });
    expect(text.ru).toBe('Спектакль из вашего избранного снова в афише: 12 марта, 15 марта.');
  });

  it('shows the year when a date is not in the current one, and cuts a long list', () => {
    const days = ['2030-12-30', '2031-01-02', '2031-01-03', '2031-01-04', '2031-01-05', '2031-01-06'];
    const { text } = newDatesTexts({ ru: 'Гамлет' }, days, 2030);
    expect(plain(text.en)).toBe(
      'A performance from your favourites is back on stage: December 30, 2030, January 2, 2031, January 3, 2031, January 4, 2031, January 5, 2031…',
    );
  });
});
