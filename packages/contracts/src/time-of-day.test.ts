import { describe, expect, it } from 'vitest';
import { formatTimeOfDay, formatWallTime, timeOfDayFields } from './time-of-day.ts';

const evening = new Date('2027-02-04T16:05:00Z'); // 19:05 in Moscow

describe('a time of day, one way per language', () => {
  it("writes each language's short time", () => {
    expect(formatWallTime('ru', '19:05')).toBe('19:05');
    expect(formatWallTime('fr', '19:05:00')).toBe('19:05');
    expect(formatWallTime('de', '09:05')).toBe('09:05');
    expect(formatWallTime('en', '19:05')).toBe('7:05 PM');
    expect(formatWallTime('en', '09:05')).toBe('9:05 AM');
  });

  it('shows an instant where it happens', () => {
    expect(formatTimeOfDay('ru', evening, 'Europe/Moscow')).toBe('19:05');
    expect(formatTimeOfDay('en', evening, 'Europe/Moscow')).toBe('7:05 PM');
    expect(formatTimeOfDay('de', evening, 'Asia/Yekaterinburg')).toBe('21:05');
  });

  it('gives date formats the fields that write the same time as the time alone', () => {
    for (const locale of ['ru', 'en', 'fr', 'de']) {
      for (const at of [evening, new Date('2027-02-04T06:05:00Z')]) {
        const withDate = new Intl.DateTimeFormat(locale, {
          day: 'numeric',
          month: 'long',
          ...timeOfDayFields(locale),
          timeZone: 'UTC',
        }).format(at);
        expect(withDate).toContain(formatTimeOfDay(locale, at, 'UTC'));
      }
    }
  });

  it('leaves what is not a time as it came', () => {
    expect(formatWallTime('en', '')).toBe('');
    expect(formatWallTime('en', '25:00')).toBe('25:00');
    expect(formatWallTime('en', 'evening')).toBe('evening');
  });
});
