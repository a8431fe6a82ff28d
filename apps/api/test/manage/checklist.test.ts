// [BACK OFFICE] The way to a first sale (GET /manage/checklist): a venue that sells nothing yet is listed with what
// it has — halls, published plans and the first hall without one, performances, upcoming sessions, those without
// prices, those on sale — each step ticked from the data as it is taken through the API, until a session on sale
// takes the venue off the list. Managers see their venues only; a customer is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVenue } from '../factories/catalogue.factory.ts';
import { createCity } from '../factories/cities.factory.ts';
import { movableClock } from '../helpers/manage-sessions.ts';
import { type ManageClient, manageClient } from '../helpers/manager.ts';
import { gridPlan } from '../helpers/plan-documents.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const clock = movableClock();
let t: TestApp;
const db = () => t.database.db;
let admin: ManageClient;

beforeAll(async () => {
  t = await createTestApp({ clock });
  admin = await manageClient(t.app, db(), { kind: 'admin' }, 'en');
});
afterAll(async () => t.close());

async function checklistOf(client: ManageClient, venue: number) {
  const answer = await client.get('/checklist');
  expect(answer.status).toBe(200);
  return (answer.body.results as { venue: { id: number } }[]).find((each) => each.venue.id === venue);
}

async function created(client: ManageClient, path: string, body: unknown): Promise<number> {
  const answer = await client.post(path, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.id as number;
}

describe('GET /manage/checklist', () => {
  it('ticks each step from the data, and the venue leaves the list once a session is on sale', async () => {
    const city = await createCity(db());
    const venue = await created(admin, '/venues', {
      name: { ru: 'Новая сцена', en: 'New Stage' },
      type: 'THEATER',
      city: city.slug,
    });
    const empty = {
      venue: { id: venue, name: 'New Stage' },
      halls: 0,
      published_plans: 0,
      hall_without_plan: null,
      performances: 0,
      upcoming_sessions: 0,
      unpriced_sessions: 0,
      on_sale_sessions: 0,
    };
    // The newest venue comes first.
    expect((await admin.get('/checklist')).body.results[0]).toEqual(empty);

    const hall = await created(admin, `/venues/${venue}/halls`, {
      title: { ru: 'Большой зал' },
      address: { ru: 'ул. Новая, 1' },
    });
    expect(await checklistOf(admin, venue)).toEqual({ ...empty, halls: 1, hall_without_plan: hall });

    const draft = await admin.post('/plans/import', { hall, format: 'document', content: gridPlan(2, 3) });
    expect(draft.status, JSON.stringify(draft.body)).toBe(201);
    // A draft sells nothing: the hall still has no plan.
    expect(await checklistOf(admin, venue)).toMatchObject({ published_plans: 0, hall_without_plan: hall });
    const published = await admin.post(`/plans/${draft.body.id}/publish`, {});
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect(await checklistOf(admin, venue)).toMatchObject({ published_plans: 1, hall_without_plan: null });

    const performance = await created(admin, '/performances', {
      title: { ru: 'Первая премьера' },
      age: 12,
      duration: '1:30',
      venue,
    });
    expect(await checklistOf(admin, venue)).toMatchObject({ performances: 1, upcoming_sessions: 0 });

    const session = { performance, hall, starts_at: '2030-01-11T19:00' };
    const draftSession = await created(admin, '/events', session);
    expect(await checklistOf(admin, venue)).toMatchObject({
      upcoming_sessions: 1,
      unpriced_sessions: 1,
      on_sale_sessions: 0,
    });
    // A manager of the venue sees the same; a manager of another venue does not see it.
    const own = await manageClient(t.app, db(), { kind: 'manager', venues: [venue] }, 'ru');
    expect(await checklistOf(own, venue)).toMatchObject({
      venue: { name: 'Новая сцена' },
      upcoming_sessions: 1,
    });
    const elsewhere = await createVenue(db());
    const other = await manageClient(t.app, db(), { kind: 'manager', venues: [elsewhere.venue.id] });
    expect(
      (await other.get('/checklist')).body.results.map((each: { venue: { id: number } }) => each.venue.id),
    ).toEqual([elsewhere.venue.id]);

    const priced = await admin.patch(
      `/events/${draftSession}`,
      { prices: [{ category: 'c1', price: 1500 }] },
      { ifMatch: 1 },
    );
    expect(priced.status, JSON.stringify(priced.body)).toBe(200);
    // One category of seats still has no price.
    expect(await checklistOf(admin, venue)).toMatchObject({ unpriced_sessions: 1 });
    const allPriced = await admin.patch(
      `/events/${draftSession}`,
      {
        prices: [
          { category: 'c1', price: 1500 },
          { category: 'c2', price: 700 },
        ],
      },
      { ifMatch: 2 },
    );
    expect(allPriced.status, JSON.stringify(allPriced.body)).toBe(200);
    expect(await checklistOf(admin, venue)).toMatchObject({ unpriced_sessions: 0, on_sale_sessions: 0 });

    const onSale = await admin.patch(`/events/${draftSession}`, { status: 'on_sale' }, { ifMatch: 3 });
    expect(onSale.status, JSON.stringify(onSale.body)).toBe(200);
    expect(await checklistOf(admin, venue)).toBeUndefined();

    // A session that has passed sells nothing: the venue is back on the list.
    clock.set(new Date('2030-01-12T00:00:00Z'));
    expect(await checklistOf(admin, venue)).toMatchObject({ upcoming_sessions: 0, on_sale_sessions: 0 });
  });

  it('refuses a customer and an anonymous visitor', async () => {
    const customer = await manageClient(t.app, db(), { kind: 'customer' });
    expect((await customer.get('/checklist')).status).toBe(403);
    expect((await t.app.inject({ url: '/api/v1/manage/checklist' })).statusCode).toBe(401);
  });
});
