import { describe, expect, it } from 'vitest';
import {
  type CalendarSession,
  layoutByDay,
  layoutByHallAndDay,
  soldShare,
  usualStart,
} from './calendar-layout';

const big = { id: 1, title: 'Основная сцена' };
const small = { id: 2, title: 'Малая сцена' };
const old = { id: 9, title: 'Старый зал' };
let nextId = 1;
const session = (hall: CalendarSession['hall'], startsAt: string, extra: Partial<CalendarSession> = {}) =>
  ({
    id: nextId++,
    starts_at: startsAt,
    status: 'on_sale',
    sold: 10,
    held: 0,
    capacity: 100,
    hall,
    performance: { id: 5, title: 'Чайка' },
    ...extra,
  }) as CalendarSession;

const days = ['2026-11-23', '2026-11-24', '2026-11-25'];

describe('layoutByHallAndDay', () => {
  it('puts each session in its hall’s row and its day’s cell, by time', () => {
    const late = session(big, '2026-11-24T19:00');
    const early = session(big, '2026-11-24T12:00');
    const other = session(small, '2026-11-23T18:30');
    const rows = layoutByHallAndDay([big, small], days, [late, other, early]);
    expect(rows.map((row) => row.hall.id)).toEqual([1, 2]);
    expect(rows[0]?.cells.map((cell) => cell.sessions.map((each) => each.id))).toEqual([
      [],
      [early.id, late.id],
      [],
    ]);
    expect(rows[1]?.cells[0]?.sessions).toEqual([other]);
  });

  it('keeps an empty hall’s row (a slot to click) and adds halls only sessions name', () => {
    const rows = layoutByHallAndDay([big, small], days, [session(old, '2026-11-25T19:00')]);
    expect(rows.map((row) => row.hall.id)).toEqual([1, 2, 9]);
    expect(rows[1]?.cells.every((cell) => cell.sessions.length === 0)).toBe(true);
    expect(rows[2]?.cells[2]?.sessions).toHaveLength(1);
  });

  it('leaves out sessions outside the days shown', () => {
    const rows = layoutByHallAndDay([big], days, [
      session(big, '2026-11-26T00:00'),
      session(big, '2026-11-22T23:59'),
    ]);
    expect(rows[0]?.cells.flatMap((cell) => cell.sessions)).toEqual([]);
  });
});

describe('layoutByDay', () => {
  it('orders a day by time, then by hall', () => {
    const a = session(small, '2026-11-23T19:00');
    const b = session(big, '2026-11-23T19:00');
    const c = session(small, '2026-11-23T12:00');
    const cells = layoutByDay([big, small], days, [a, b, c]);
    // Same time: the big hall (listed first) before the small one, whatever the ids.
    expect(cells[0]?.sessions.map((each) => each.id)).toEqual([c.id, b.id, a.id]);
    expect(cells[1]?.sessions).toEqual([]);
  });
});

describe('usualStart', () => {
  it('proposes the hall’s most frequent start, ignoring other halls and cancelled sessions', () => {
    const sessions = [
      session(big, '2026-11-23T19:00'),
      session(big, '2026-11-24T19:00'),
      session(big, '2026-11-25T12:00'),
      session(small, '2026-11-23T15:00'),
      session(small, '2026-11-24T15:00'),
      session(big, '2026-11-25T11:00', { status: 'cancelled' }),
      session(big, '2026-11-26T11:00', { status: 'cancelled' }),
      session(big, '2026-11-27T11:00', { status: 'cancelled' }),
    ];
    expect(usualStart(sessions, big.id)).toBe('19:00');
    expect(usualStart(sessions, small.id)).toBe('15:00');
    expect(usualStart(sessions, old.id)).toBe('19:00');
  });

  it('takes the earlier of two equally frequent starts', () => {
    expect(usualStart([session(big, '2026-11-23T19:00'), session(big, '2026-11-24T12:00')], big.id)).toBe(
      '12:00',
    );
  });
});

describe('soldShare', () => {
  it('is the sold part of the capacity, never past one', () => {
    expect(soldShare({ sold: 25, capacity: 100 })).toBe(0.25);
    expect(soldShare({ sold: 0, capacity: 0 })).toBe(0);
    expect(soldShare({ sold: 120, capacity: 100 })).toBe(1);
  });
});
