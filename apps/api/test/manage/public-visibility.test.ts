// [BACK OFFICE] The public site follows the back office: a `draft` session is nowhere public — /events and
// /events/{id}, the seat map, the calendar strip, the performance list's cards, search, share links, the cart, the
// waiting list — and shows everywhere once put on sale, at once, even with an hour of catalogue cache (the change
// notices drop it). An archived session is gone the same way.
import { events } from '@afisha/db';
import { eq } from '@afisha/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPerformance } from '../factories/catalogue.factory.ts';
import { visitor } from '../helpers/cart-client.ts';
import { managedHall, movableClock } from '../helpers/manage-sessions.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const clock = movableClock();
let t: TestApp;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp({ clock, config: (config) => ({ ...config, catalogueCacheMs: 3_600_000 }) });
});
afterAll(async () => t.close());

async function publicViews(slug: string, city: string, eventId: number) {
  const get = async (url: string) => {
    const response = await t.app.inject({ url: `/api/v1${url}`, headers: { 'accept-language': 'ru' } });
    return { status: response.statusCode, text: response.body };
  };
  return {
    event: await get(`/events/${eventId}`),
    places: await get(`/events/${eventId}/places`),
    list: await get(`/events?performance=${slug}`),
    dates: await get(`/eventdates?performance=${slug}`),
    cards: await get(`/performance?city=${city}&limit=100`),
    page: await get(`/performance/${slug}`),
    search: await get(`/search?q=${encodeURIComponent('Невидимка')}`),
    share: await get(`/share?event=${eventId}`),
  };
}

describe('a draft session', () => {
  it('is nowhere public, and everywhere once on sale, through long caches', async () => {
    const { manager, base, hall } = await managedHall(t);
    const performance = await createPerformance(db(), hall.venue, {
      title: { ru: 'Невидимка', en: 'Invisible' },
    });
    const made = await manager.post('/events', {
      ...base,
      performance: performance.id,
      starts_at: '2030-03-01T19:00',
      status: 'draft',
    });
    expect(made.status).toBe(201);
    const { id, nombilkn } = made.body;
    const city = String((hall.venue.city as { slug?: string }).slug);

    const hidden = await publicViews(performance.slug, city, id);
    expect(hidden.event.status).toBe(404);
    expect(hidden.places.status).toBe(404);
    for (const [name, view] of Object.entries(hidden)) {
      expect(view.text, name).not.toContain(String(nombilkn));
    }
    expect(JSON.parse(hidden.list.text).count).toBe(0);
    expect(JSON.parse(hidden.dates.text)).toEqual([]);
    expect(hidden.cards.text).not.toContain(performance.slug);
    expect(hidden.share.status).toBe(404);
    const buyer = await visitor(t.app);
    expect((await buyer.add({ event: id, places: [hall.seatId(0, 1, 1)] })).status).toBe(400);
    // Nobody can wait for a session that is not on the site.
    expect((await buyer.post(`/events/${id}/waiting_list`, { email: 'wait@example.com' })).status).toBe(404);

    const opened = await manager.patch(
      `/events/${id}`,
      { status: 'on_sale' },
      { ifMatch: made.body.version },
    );
    expect(opened.status).toBe(200);
    const shown = await publicViews(performance.slug, city, id);
    expect(shown.event.status).toBe(200);
    expect(shown.places.status).toBe(200);
    expect(JSON.parse(shown.list.text).count).toBe(1);
    expect(JSON.parse(shown.dates.text)).toEqual(['2030-03-01']);
    expect(shown.cards.text).toContain(performance.slug);
    expect(shown.page.text).toContain(String(nombilkn));
    expect(shown.share.status).toBe(200);
    expect((await buyer.add({ event: id, places: [hall.seatId(0, 1, 1)] })).status).toBe(200);
  });

  it('is gone from the site once archived, like a draft', async () => {
    const { hall } = await managedHall(t);
    await db().update(events).set({ archivedAt: new Date() }).where(eq(events.id, hall.event.id));
    const response = await t.app.inject({ url: `/api/v1/events/${hall.event.id}` });
    expect(response.statusCode).toBe(404);
  });

  it('shows a paused session, which cannot be held', async () => {
    const { manager, hall } = await managedHall(t);
    const paused = await manager.patch(`/events/${hall.event.id}`, { status: 'paused' }, { ifMatch: 1 });
    expect(paused.status).toBe(200);
    const page = await t.app.inject({ url: `/api/v1/events/${hall.event.id}` });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ sale_status: 'not_on_sale' });
    const buyer = await visitor(t.app);
    const refused = await buyer.add({ event: hall.event.id, places: [hall.seatId(0, 1, 1)] });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('not_on_sale');
  });
});
