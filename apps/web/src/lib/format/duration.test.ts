import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import de from '@/i18n/messages/de.json';
import en from '@/i18n/messages/en.json';
import fr from '@/i18n/messages/fr.json';
import ru from '@/i18n/messages/ru.json';
import { formatDuration, parseDuration } from './duration';

const catalogues = { ru, en, fr, de };

function units(locale: keyof typeof catalogues) {
  const t = createTranslator({ locale, messages: catalogues[locale], namespace: 'Format' });
  return {
    hours: (count: number) => t('hours', { count }),
    minutes: (count: number) => t('minutes', { count }),
  };
}

describe('parseDuration', () => {
  it('reads HH:MM (and HH:MM:SS) into hours and minutes', () => {
    expect(parseDuration('02:30')).toEqual({ hours: 2, minutes: 30 });
    expect(parseDuration('1:05:00')).toEqual({ hours: 1, minutes: 5 });
  });

  it('gives nothing for 00:00, empty or malformed values', () => {
    for (const value of ['00:00', '0:00:00', '', null, undefined, '2h', '02:75', '12', 'x'.repeat(10_000)]) {
      expect(parseDuration(value)).toBeNull();
    }
  });
});

describe('formatDuration', () => {
  it('uses the Russian forms for 1, 2-4 and other, with 11-19 as other', () => {
    const ru = units('ru');
    const text = (value: string) => formatDuration(value, ru);
    expect(text('01:01')).toBe('1 час 1 минута');
    expect(text('02:02')).toBe('2 часа 2 минуты');
    expect(text('04:04')).toBe('4 часа 4 минуты');
    expect(text('05:05')).toBe('5 часов 5 минут');
    expect(text('11:11')).toBe('11 часов 11 минут');
    expect(text('12:14')).toBe('12 часов 14 минут');
    expect(text('21:21')).toBe('21 час 21 минута');
    expect(text('22:22')).toBe('22 часа 22 минуты');
    expect(text('00:45')).toBe('45 минут');
    expect(text('03:00')).toBe('3 часа');
  });

  it('speaks every language and says nothing for 00:00', () => {
    expect(formatDuration('01:30', units('en'))).toBe('1 hr 30 min');
    expect(formatDuration('02:00', units('en'))).toBe('2 hrs');
    expect(formatDuration('02:15', units('fr'))).toBe('2 h 15 min');
    expect(formatDuration('02:15', units('de'))).toBe('2 Std. 15 Min.');
    expect(formatDuration('00:00', units('ru'))).toBe('');
  });
});
