import { describe, expect, it } from 'vitest';
import { addDays, calendarRange, localParts, todayIn, weekday, zonedInstant } from './venue-time';

describe('venue time', () => {
  it('reads an instant as the venue sees it, not as the browser does', () => {
    // 21:30 UTC is already the next day in Moscow (UTC+3) and still the same day in New York.
    expect(localParts('2026-03-01T21:30:00Z', 'Europe/Moscow')).toEqual({
      date: '2026-03-02',
      time: '00:30',
      minutes: 30,
    });
    expect(localParts('2026-03-01T21:30:00Z', 'America/New_York').date).toBe('2026-03-01');
    expect(todayIn('Asia/Vladivostok', new Date('2026-12-31T15:00:00Z'))).toBe('2027-01-01');
  });

  it('turns a venue-local wall-clock time into its instant, across a clock change', () => {
    expect(zonedInstant('2026-03-02', '19:00', 'Europe/Moscow').toISOString()).toBe(
      '2026-03-02T16:00:00.000Z',
    );
    // Berlin is UTC+1 in winter and UTC+2 after the last Sunday of March.
    expect(zonedInstant('2026-03-28', '19:00', 'Europe/Berlin').toISOString()).toBe(
      '2026-03-28T18:00:00.000Z',
    );
    expect(zonedInstant('2026-03-29', '19:00', 'Europe/Berlin').toISOString()).toBe(
      '2026-03-29T17:00:00.000Z',
    );
    expect(localParts(zonedInstant('2026-10-25', '00:00', 'Europe/Berlin'), 'Europe/Berlin').time).toBe(
      '00:00',
    );
  });

  it('counts days as labels, Monday first', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(weekday('2026-11-30')).toBe(0);
    expect(weekday('2026-11-29')).toBe(6);
  });

  it('makes a week from Monday to Sunday, bounded by the venue’s midnights', () => {
    const week = calendarRange('week', '2026-11-27', 'Europe/Moscow');
    expect(week.first).toBe('2026-11-23');
    expect(week.last).toBe('2026-11-29');
    expect(week.days).toHaveLength(7);
    expect(week.from.toISOString()).toBe('2026-11-22T21:00:00.000Z');
    expect(week.until.toISOString()).toBe('2026-11-29T21:00:00.000Z');
    expect(week.previous).toBe('2026-11-16');
    expect(week.next).toBe('2026-11-30');
  });

  it('makes a month of whole weeks, marking the days of other months', () => {
    const month = calendarRange('month', '2026-02-14', 'Europe/Berlin');
    // February 2026 starts on a Sunday and ends on a Saturday.
    expect(month.first).toBe('2026-01-26');
    expect(month.last).toBe('2026-03-01');
    expect(month.days).toHaveLength(35);
    expect(month.inPeriod('2026-01-31')).toBe(false);
    expect(month.inPeriod('2026-02-28')).toBe(true);
    expect(month.from.toISOString()).toBe('2026-01-25T23:00:00.000Z');
    expect(month.previous).toBe('2026-01-01');
    expect(month.next).toBe('2026-03-01');
  });
});
