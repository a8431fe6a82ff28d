import type { TCheckinEvent } from '@afisha/contracts';
import { describe, expect, it } from 'vitest';
import { groupDoorEvents, letInAt } from './door-sessions';

const session = (id: number, startsAt: string, timezone = 'Europe/Moscow'): TCheckinEvent => ({
  id,
  title: `Спектакль ${id}`,
  starts_at: startsAt,
  timezone,
  venue: 'Театр',
  hall: 'Основная сцена',
});

// 15 January 2030, 15:00 in Moscow.
const now = new Date('2030-01-15T12:00:00Z');

describe('groupDoorEvents', () => {
  it('groups the sessions by their local day: today, tomorrow, then later days', () => {
    const days = groupDoorEvents(
      [
        session(1, '2030-01-15T16:00:00Z'),
        // 01:30 on the 16th in Moscow, though still the 15th in UTC.
        session(2, '2030-01-15T22:30:00Z'),
        session(3, '2030-01-16T16:00:00Z'),
        session(4, '2030-01-17T16:00:00Z'),
      ],
      now,
    );
    expect(days.map((day) => [day.when, day.date, day.events.map((event) => event.id)])).toEqual([
      ['today', '2030-01-15', [1]],
      ['tomorrow', '2030-01-16', [2, 3]],
      ['later', '2030-01-17', [4]],
    ]);
  });

  it('reads today in the session’s own zone', () => {
    // 22:00 on the 15th in Vladivostok: a session at 08:00 UTC on the 16th is its tomorrow.
    const [day] = groupDoorEvents([session(5, '2030-01-16T08:00:00Z', 'Asia/Vladivostok')], now);
    expect(day).toMatchObject({ when: 'tomorrow', date: '2030-01-16' });
    expect(groupDoorEvents([], now)).toEqual([]);
  });
});

describe('letInAt', () => {
  it('says the time alone on the same day, the date too on another', () => {
    expect(letInAt('2030-01-15T16:02:00Z', 'Europe/Moscow', new Date('2030-01-15T16:05:00Z'), 'ru')).toBe(
      '19:02',
    );
    expect(letInAt('2030-01-14T16:02:00Z', 'Europe/Moscow', now, 'ru')).toBe('14.01.2030, 19:02');
  });
});
