// [BACK OFFICE] Series of sessions (POST /manage/events/series): a list of dates or a weekly rule, previewed without
// making anything, made all or none in one transaction under one series id, overlaps with the hall's other
// sessions refused unless confirmed, and 100 sessions made well within 2 seconds.
import { auditLog, events } from '@afisha/db';
import { eq } from '@afisha/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { managedHall, movableClock } from '../helpers/manage-sessions.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const clock = movableClock();
let t: TestApp;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => t.close());

const sessionsOf = async (performanceId: number) =>
  db().select().from(events).where(eq(events.performanceId, performanceId));

describe('a weekly series', () => {
  it('previews the sessions it would make, with overlaps, and makes nothing', async () => {
    const { manager, base, hall } = await managedHall(t);
    const before = await sessionsOf(hall.performance.id);
    // Fridays and Saturdays of February 2030; the hall already has a session on Friday 1 February at 19:00.
    const preview = await manager.post('/events/series', {
      ...base,
      dates: {
        days: [5, 6],
        times: ['19:00'],
        from: '2030-02-01',
        until: '2030-02-28',
        except: ['2030-02-15'],
      },
      preview: true,
    });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ preview: true, count: 7, overlap_count: 1 });
    expect(preview.body.sessions[0]).toMatchObject({
      starts_at: '2030-02-01T19:00',
      starts_at_utc: '2030-02-01T16:00:00Z',
      weekday: 5,
      overlaps: [{ id: hall.event.id, starts_at: '2030-02-01T19:00', ends_at: '2030-02-01T21:00' }],
    });
    expect(preview.body.sessions.map((s: { starts_at: string }) => s.starts_at)).not.toContain(
      '2030-02-15T19:00',
    );
    expect(await sessionsOf(hall.performance.id)).toHaveLength(before.length);
  });

  it('refuses overlaps naming them, then makes all with confirmation under one series id, audited', async () => {
    const { manager, base, hall } = await managedHall(t);
    const body = {
      ...base,
      status: 'on_sale',
      dates: { days: [5], times: ['20:30'], from: '2030-02-01', until: '2030-02-22' },
    };
    const refused = await manager.post('/events/series', body);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('conflict');
    expect(refused.body.overlaps).toHaveLength(1);
    expect(refused.body.overlaps[0].overlaps[0].id).toBe(hall.event.id);
    expect(await sessionsOf(hall.performance.id)).toHaveLength(1);

    const made = await manager.post('/events/series', { ...body, confirm_overlaps: true });
    expect(made.status).toBe(201);
    expect(made.body.count).toBe(4);
    const seriesId = made.body.series_id;
    expect(
      made.body.results.every(
        (r: { series_id: string; status: string }) => r.series_id === seriesId && r.status === 'on_sale',
      ),
    ).toBe(true);
    const rows = await sessionsOf(hall.performance.id);
    expect(rows.filter((row) => row.seriesId === seriesId)).toHaveLength(4);
    const listed = await manager.get(`/events?series=${seriesId}`);
    expect(listed.body.count).toBe(4);
    const audit = await db().select().from(auditLog).where(eq(auditLog.action, 'create_series'));
    expect(audit.filter((row) => row.venueId === hall.venue.venue.id)).toHaveLength(4);
  });

  it('makes nothing when one date is bad: in the past, skipped by the clock, malformed or twice', async () => {
    const { manager, base, hall } = await managedHall(t);
    const cases: [unknown, string][] = [
      [['2030-03-01T19:00', '2029-12-01T19:00'], 'dates.1'],
      [['2030-03-01T19:00', '2030-02-30T19:00'], 'dates.1'],
      [['2030-03-01T19:00', '2030-03-01T19:00'], 'dates.1'],
      [{ days: [8], times: ['19:00'], from: '2030-03-01', until: '2030-03-31' }, 'dates.days.0'],
      [{ days: [1], times: ['19:00'], from: '2030-03-31', until: '2030-03-01' }, 'dates.until'],
      // A weekly rule starting in the past: under its first day, where the editor changes it.
      [
        { days: [1, 2, 3, 4, 5, 6, 7], times: ['19:00'], from: '2029-12-01', until: '2030-03-01' },
        'dates.from',
      ],
      [
        {
          days: [1, 2, 3, 4, 5, 6, 7],
          times: ['11:00', '15:00', '19:00'],
          from: '2030-03-01',
          until: '2030-12-31',
        },
        'dates',
      ],
      [Array.from({ length: 10_000 }, () => '2030-03-01T19:00'), 'dates'],
    ];
    for (const [dates, field] of cases) {
      const answer = await manager.post('/events/series', { ...base, dates });
      expect(answer.status, JSON.stringify(dates).slice(0, 100)).toBe(400);
      expect(Object.keys(answer.body)).toContain(field);
    }
    const tooMany = await manager.post('/events/series', {
      ...base,
      dates: {
        days: [1, 2, 3, 4, 5, 6, 7],
        times: ['11:00', '15:00', '19:00'],
        from: '2030-03-01',
        until: '2030-12-31',
      },
    });
    expect(tooMany.body.dates[0]).toContain('500');
    expect(await sessionsOf(hall.performance.id)).toHaveLength(1);
  });

  it('refuses a weekly time the clock skips, in the venue zone', async () => {
    const { manager, base, hall } = await managedHall(t);
    const { sql } = await import('@afisha/db/orm');
    await db().execute(sql`UPDATE venues SET timezone = 'Europe/Berlin' WHERE id = ${hall.venue.venue.id}`);
    const answer = await manager.post('/events/series', {
      ...base,
      dates: { days: [7], times: ['02:30'], from: '2030-03-24', until: '2030-04-07' },
    });
    expect(answer.status).toBe(400);
    // Under the rule's times, where the editor changes it.
    expect(answer.body['dates.times'][0]).toContain('02:30');
    expect(await sessionsOf(hall.performance.id)).toHaveLength(1);
  });

  it('makes 100 sessions in one call within 2 seconds', async () => {
    const { manager, base, hall } = await managedHall(t);
    const dates = Array.from({ length: 100 }, (_, i) => {
      const day = new Date(Date.UTC(2030, 5, 1) + i * 86_400_000).toISOString().slice(0, 10);
      return `${day}T19:00`;
    });
    const started = performance.now();
    const made = await manager.post('/events/series', { ...base, status: 'on_sale', dates });
    const took = performance.now() - started;
    expect(made.status).toBe(201);
    expect(made.body.count).toBe(100);
    console.info(
      `series of 100 sessions: ${Math.round(took)} ms (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`,
    );
    // The 2-second budget is PostgreSQL's; PGlite (one process, a shared test machine) only reports its time.
    if (process.env.DATABASE_URL) expect(took).toBeLessThan(2000);
    const rows = await sessionsOf(hall.performance.id);
    expect(new Set(rows.map((row) => row.nombilkn)).size).toBe(101);
  });
});
