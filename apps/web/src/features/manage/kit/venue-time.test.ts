import { describe, expect, it } from 'vitest';
import { addDays, calendarRange, weekday } from './venue-time';

describe('venue time', () => {
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

  it('bounds a week by the first of two midnights where the clock passes midnight twice', () => {
    // Jerusalem, Monday 7 October 2002: 01:00 (UTC+3) → 00:00 (UTC+2). The copy the calendar used to carry took the
    // second midnight and left that night's first hour out of the week.
    const week = calendarRange('week', '2002-10-07', 'Asia/Jerusalem');
    expect(week.first).toBe('2002-10-07');
    expect(week.from.toISOString()).toBe('2002-10-06T21:00:00.000Z');
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
