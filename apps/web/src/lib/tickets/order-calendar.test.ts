import type { TTicket } from '@afisha/contracts';
import { describe, expect, it } from 'vitest';
import { calendarEvents, orderCalendar, SHOW_LENGTH_MINUTES } from './order-calendar';

const ticket = (id: number, event: number, seat: string): TTicket => ({
  id,
  secret: 'ABCDEFGHJKLMNPQRSTUVWXYZ23',
  status: 'valid',
  event,
  performance: 'Гамлет',
  venue: 'МХТ',
  hall: 'Основная сцена',
  address: 'Камергерский пер., 3',
  age: 16,
  duration_minutes: null,
  starts_at: '2026-12-01T16:00:00.000Z',
  timezone: 'Europe/Moscow',
  section: 'Партер',
  row: '5',
  seat,
  zone: null,
  price: 3500,
  price_kopecks: 350_000,
  holder: null,
});

const texts = {
  place: (t: TTicket) => `${t.section}, ряд ${t.row}, место ${t.seat}`,
  order: (number: string) => `Заказ ${number}`,
};

describe('calendarEvents', () => {
  it('makes one event per session with its places listed', () => {
    const events = calendarEvents(
      'A7K-39QXZ',
      [ticket(1, 3, '12'), ticket(2, 3, '13'), ticket(3, 4, '1')],
      texts,
    );
    expect(events).toHaveLength(2);
    expect(events[0]).toMatchObject({
      title: 'Гамлет',
      location: 'МХТ, Основная сцена, Камергерский пер., 3',
      start: Date.parse('2026-12-01T16:00:00.000Z'),
      duration: { minutes: SHOW_LENGTH_MINUTES },
      description: 'Заказ A7K-39QXZ\nПартер, ряд 5, место 12\nПартер, ряд 5, место 13',
    });
  });
});

describe('the calendar event of a show', () => {
  it('lasts the running time of the show: 2 h 45 min is 165 minutes, not the usual 120', async () => {
    const long = { ...ticket(1, 3, '12'), duration_minutes: 165 };
    expect(calendarEvents('A7K-39QXZ', [long], texts)[0]).toMatchObject({ duration: { minutes: 165 } });
    const text = await orderCalendar('A7K-39QXZ', [long], texts);
    expect(text).toContain('DURATION:PT165M');
  });
});

describe('orderCalendar', () => {
  it('writes a valid .ics with the start in UTC', async () => {
    const text = await orderCalendar('A7K-39QXZ', [ticket(1, 3, '12')], texts);
    expect(text).toContain('BEGIN:VCALENDAR');
    expect(text).toContain('PRODID:afisha');
    expect(text).toContain('SUMMARY:Гамлет');
    expect(text).toContain('DTSTART:20261201T160000Z');
    expect(text).toContain('DURATION:PT120M');
    expect(text).toContain('UID:afisha-A7K-39QXZ-3');
  });
});
