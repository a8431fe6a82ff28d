import { describe, expect, it } from 'vitest';
import { fromLocal, localAsUtc, startOfDay, todayIn, toLocal } from './venue-time.ts';

describe('an instant read as the venue sees it', () => {
  it('writes the wall time in the venue zone, not in the runtime one', () => {
    expect(toLocal(new Date('2030-03-01T16:00:00Z'), 'Europe/Moscow')).toBe('2030-03-01T19:00');
    expect(toLocal(new Date('2030-03-01T16:00:00Z'), 'Asia/Vladivostok')).toBe('2030-03-02T02:00');
    expect(toLocal(new Date('2030-03-01T16:00:00Z'), 'Asia/Yekaterinburg')).toBe('2030-03-01T21:00');
    // 21:30 UTC is already the next day in Moscow (UTC+3) and still the same day in New York.
    expect(toLocal(new Date('2026-03-01T21:30:00Z'), 'Europe/Moscow')).toBe('2026-03-02T00:30');
    expect(toLocal(new Date('2026-03-01T21:30:00Z'), 'America/New_York')).toBe('2026-03-01T16:30');
  });

  it('writes midnight as 00:00 of the new day, never 24:00 of the old one', () => {
    expect(toLocal(new Date('2030-03-01T21:00:00Z'), 'Europe/Moscow')).toBe('2030-03-02T00:00');
    expect(toLocal(new Date('2030-01-01T00:00:00Z'), 'UTC')).toBe('2030-01-01T00:00');
  });

  it('follows Berlin across both clock changes', () => {
    // 31 March 2030, 01:00Z: 02:00 CET becomes 03:00 CEST.
    expect(toLocal(new Date('2030-03-31T00:59:00Z'), 'Europe/Berlin')).toBe('2030-03-31T01:59');
    expect(toLocal(new Date('2030-03-31T01:00:00Z'), 'Europe/Berlin')).toBe('2030-03-31T03:00');
    // 27 October 2030, 01:00Z: 03:00 CEST becomes 02:00 CET, so 02:30 is shown twice.
    expect(toLocal(new Date('2030-10-27T00:30:00Z'), 'Europe/Berlin')).toBe('2030-10-27T02:30');
    expect(toLocal(new Date('2030-10-27T01:30:00Z'), 'Europe/Berlin')).toBe('2030-10-27T02:30');
  });

  it('takes the date of the given time zone, not of UTC', () => {
    const lateEveningUtc = new Date('2026-12-31T22:30:00Z');
    expect(todayIn('Europe/Moscow', lateEveningUtc)).toBe('2027-01-01');
    expect(todayIn('UTC', lateEveningUtc)).toBe('2026-12-31');
    expect(todayIn('Asia/Vladivostok', new Date('2026-12-31T15:00:00Z'))).toBe('2027-01-01');
    expect(todayIn('America/New_York', new Date('2027-01-01T03:00:00Z'))).toBe('2026-12-31');
  });

  it('reads any spelling of a zone the runtime knows, and refuses one it does not', () => {
    const evening = new Date('2030-03-01T16:00:00Z');
    expect(todayIn('europe/moscow', evening)).toBe('2030-03-01');
    expect(toLocal(evening, 'EUROPE/MOSCOW')).toBe('2030-03-01T19:00');
    expect(() => todayIn('Europe/Atlantis', evening)).toThrow(RangeError);
  });
});

describe('a venue wall time as an instant', () => {
  it('converts with the venue zone, both ways', () => {
    expect(fromLocal('2030-03-01T19:00', 'Europe/Moscow')).toEqual({
      kind: 'ok',
      instant: new Date('2030-03-01T16:00:00Z'),
      ambiguous: false,
    });
    expect(fromLocal('2030-03-02T02:00', 'Asia/Vladivostok')).toMatchObject({
      instant: new Date('2030-03-01T16:00:00Z'),
    });
    expect(fromLocal('2030-03-01T21:00', 'Asia/Yekaterinburg')).toMatchObject({
      instant: new Date('2030-03-01T16:00:00Z'),
    });
    // Berlin is UTC+1 in winter and UTC+2 in summer.
    expect(fromLocal('2030-01-15T19:00', 'Europe/Berlin')).toMatchObject({
      instant: new Date('2030-01-15T18:00:00Z'),
    });
    expect(fromLocal('2030-07-01T19:00', 'Europe/Berlin')).toMatchObject({
      instant: new Date('2030-07-01T17:00:00Z'),
    });
  });

  it('uses the offset of the day itself on both sides of a clock change', () => {
    expect(fromLocal('2026-03-28T19:00', 'Europe/Berlin')).toMatchObject({
      instant: new Date('2026-03-28T18:00:00Z'),
    });
    expect(fromLocal('2026-03-29T19:00', 'Europe/Berlin')).toMatchObject({
      instant: new Date('2026-03-29T17:00:00Z'),
    });
    expect(fromLocal('2030-03-31T01:59', 'Europe/Berlin')).toMatchObject({
      instant: new Date('2030-03-31T00:59:00Z'),
    });
    expect(fromLocal('2030-10-27T03:00', 'Europe/Berlin')).toMatchObject({
      instant: new Date('2030-10-27T02:00:00Z'),
      ambiguous: false,
    });
  });

  it('reports a wall time the clock skips (spring forward) rather than guessing it', () => {
    // Berlin, 31 March 2030: 02:00 → 03:00.
    expect(fromLocal('2030-03-31T02:00', 'Europe/Berlin')).toEqual({ kind: 'skipped' });
    expect(fromLocal('2030-03-31T02:30', 'Europe/Berlin')).toEqual({ kind: 'skipped' });
    expect(fromLocal('2030-03-31T03:00', 'Europe/Berlin')).toMatchObject({
      instant: new Date('2030-03-31T01:00:00Z'),
    });
  });

  it('takes the first of a wall time the clock passes twice (autumn back)', () => {
    // Berlin, 27 October 2030: 03:00 → 02:00; 02:30 is first 00:30Z (summer time), then 01:30Z.
    expect(fromLocal('2030-10-27T02:30', 'Europe/Berlin')).toEqual({
      kind: 'ok',
      instant: new Date('2030-10-27T00:30:00Z'),
      ambiguous: true,
    });
    // New York, 3 November 2030: 02:00 → 01:00; 01:30 is first 05:30Z (EDT), then 06:30Z.
    expect(fromLocal('2030-11-03T01:30', 'America/New_York')).toEqual({
      kind: 'ok',
      instant: new Date('2030-11-03T05:30:00Z'),
      ambiguous: true,
    });
  });

  it('knows that Moscow and Vladivostok have kept one offset since 2014', () => {
    for (const local of ['2030-03-31T02:30', '2030-10-27T02:30']) {
      expect(fromLocal(local, 'Europe/Moscow')).toMatchObject({ kind: 'ok', ambiguous: false });
      expect(fromLocal(local, 'Asia/Vladivostok')).toMatchObject({ kind: 'ok', ambiguous: false });
    }
    // Moscow went back from UTC+4 to UTC+3 at 02:00 on 26 October 2014: 01:30 happened twice that night.
    expect(fromLocal('2014-10-26T01:30', 'Europe/Moscow')).toEqual({
      kind: 'ok',
      instant: new Date('2014-10-25T21:30:00Z'),
      ambiguous: true,
    });
  });

  it('reads a wall time as if it were UTC, for formatting it unshifted', () => {
    expect(localAsUtc('2030-03-01T19:00').toISOString()).toBe('2030-03-01T19:00:00.000Z');
    // Seconds on the wire are dropped: the wall time is to the minute.
    expect(localAsUtc('2030-03-01T19:00:59').toISOString()).toBe('2030-03-01T19:00:00.000Z');
  });
});

describe('the first instant of a venue day', () => {
  it('is the venue’s midnight', () => {
    expect(startOfDay('2026-11-23', 'Europe/Moscow').toISOString()).toBe('2026-11-22T21:00:00.000Z');
    expect(startOfDay('2026-11-23', 'Asia/Vladivostok').toISOString()).toBe('2026-11-22T14:00:00.000Z');
    expect(startOfDay('2026-01-26', 'Europe/Berlin').toISOString()).toBe('2026-01-25T23:00:00.000Z');
  });

  it('is midnight on both Berlin clock-change days, which change at night, not at midnight', () => {
    expect(startOfDay('2026-03-29', 'Europe/Berlin').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(startOfDay('2026-03-30', 'Europe/Berlin').toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(startOfDay('2026-10-25', 'Europe/Berlin').toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(startOfDay('2026-10-26', 'Europe/Berlin').toISOString()).toBe('2026-10-25T23:00:00.000Z');
  });

  // The web calendar's former copy read a skipped midnight with the day's later offset and landed on 23:00 of the day
  // before, and a repeated one on the second midnight; the day starts at the change, and at the first midnight.
  it('is the change itself where the clock skips midnight', () => {
    // Santiago de Chile, 8 September 2024: 00:00 (UTC−4) → 01:00 (UTC−3).
    const santiago = startOfDay('2024-09-08', 'America/Santiago');
    expect(santiago.toISOString()).toBe('2024-09-08T04:00:00.000Z');
    expect(toLocal(santiago, 'America/Santiago')).toBe('2024-09-08T01:00');
    expect(toLocal(new Date(santiago.getTime() - 60_000), 'America/Santiago')).toBe('2024-09-07T23:59');
  });

  it('is the first of two midnights where the clock passes midnight twice', () => {
    // Amman, 29 October 2021: 01:00 (UTC+3) → 00:00 (UTC+2).
    expect(fromLocal('2021-10-29T00:00', 'Asia/Amman')).toMatchObject({ ambiguous: true });
    expect(startOfDay('2021-10-29', 'Asia/Amman').toISOString()).toBe('2021-10-28T21:00:00.000Z');
  });

  it('is the change, on the next day, for a day the zone skipped altogether', () => {
    // Apia jumped from the end of 29 December 2011 (UTC−10) to 31 December (UTC+14).
    expect(startOfDay('2011-12-30', 'Pacific/Apia').toISOString()).toBe('2011-12-30T10:00:00.000Z');
    expect(startOfDay('2011-12-31', 'Pacific/Apia').toISOString()).toBe('2011-12-30T10:00:00.000Z');
  });
});
