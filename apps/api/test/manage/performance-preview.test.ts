// [BACK OFFICE] The preview of a performance not on the site yet (issue 30; GET /manage/performances/{id}/preview):
// the public performance page's own shape (the same contract as GET /performance/{slug}) and its public schedule, in
// the editor's language, for a draft or unpublished performance — to its venue's managers and administrators only
// (404 to other venues' managers, 401 anonymous, 403 customers), answered private and never cached; the storefront
// (the performance page, the sessions list, search) still does not know the draft after it was previewed.
import { ZPerformanceDetail } from '@afisha/contracts';
import { performances } from '@afisha/db';
import { eq } from '@afisha/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { managedHall, movableClock, START } from '../helpers/manage-sessions.ts';
import { manageClient } from '../helpers/manager.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const clock = movableClock();
let t: TestApp;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => t.close());

async function draftShow() {
  clock.set(START);
  const setup = await managedHall(t);
  const id = setup.hall.performance.id;
  const unique = `Черновик${Date.now().toString(36)}`;
  await db()
    .update(performances)
    .set({ isPublished: false, title: { ru: `${unique} премьера`, en: `${unique} premiere` } })
    .where(eq(performances.id, id));
  const onSale = await setup.manager.post('/events', {
    ...setup.base,
    starts_at: '2030-03-01T19:00',
    status: 'on_sale',
  });
  expect(onSale.status).toBe(201);
  const draft = await setup.manager.post('/events', { ...setup.base, starts_at: '2030-03-02T19:00' });
  expect(draft.status).toBe(201);
  const [row] = await db()
    .select({ slug: performances.slug })
    .from(performances)
    .where(eq(performances.id, id));
  return { ...setup, id, slug: row?.slug as string, unique, onSale: onSale.body.id as number };
}

const publicGet = (url: string, locale = 'en') =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { 'accept-language': locale } });

describe('the preview of a performance not on the site', () => {
  it('answers the public page’s shape and schedule, in the editor’s language, private and uncached', async () => {
    const { manager, id, unique, onSale, hall } = await draftShow();
    const answer = await manager.get(`/performances/${id}/preview`);
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(ZPerformanceDetail.safeParse(answer.body.performance).success).toBe(true);
    expect(answer.body.performance).toMatchObject({
      id,
      title: `${unique} premiere`,
      // Over its public sessions: the factory's own (up to 3 500) and the one on sale.
      min_price: 500.5,
      max_price: 3500,
      venue: expect.objectContaining({ id: hall.venue.venue.id }),
    });
    // The factory's own session and the one on sale; the draft is counted, not shown.
    expect(answer.body.sessions.map((session: { id: number }) => session.id)).toContain(onSale);
    expect(answer.body.sessions).toHaveLength(2);
    expect(answer.body.draft_sessions).toBe(1);
    expect(answer.body.visible).toBe(false);
    const russian = await manager.inLocale('ru').get(`/performances/${id}/preview`);
    expect(russian.body.performance.title).toBe(`${unique} премьера`);
  });

  it('is for the venue’s managers and administrators only; the storefront still does not know the draft', async () => {
    const { manager, id, slug, unique } = await draftShow();
    const admin = await manageClient(t.app, db(), { kind: 'admin' });
    expect((await admin.get(`/performances/${id}/preview`)).status).toBe(200);
    const other = await managedHall(t);
    const elsewhere = await other.manager.get(`/performances/${id}/preview`);
    expect(elsewhere.status).toBe(404);
    expect((await manager.get('/performances/2147483000/preview')).status).toBe(404);
    expect((await manager.get('/performances/x/preview')).status).toBe(400);
    const customer = await manageClient(t.app, db(), { kind: 'customer' });
    expect((await customer.get(`/performances/${id}/preview`)).status).toBe(403);
    expect((await publicGet(`/manage/performances/${id}/preview`)).statusCode).toBe(401);

    // Previewed, and still unknown to visitors.
    expect((await manager.get(`/performances/${id}/preview`)).status).toBe(200);
    expect((await publicGet(`/performance/${slug}`)).statusCode).toBe(404);
    const sessions = await publicGet(`/events?performance=${slug}`);
    expect(sessions.json().count).toBe(0);
    const search = await publicGet(`/search?q=${encodeURIComponent(unique)}`);
    expect(JSON.stringify(search.json())).not.toContain(unique);
  });

  it('shows the published performance the same as its public page', async () => {
    const { manager, id, slug } = await draftShow();
    await db().update(performances).set({ isPublished: true }).where(eq(performances.id, id));
    const preview = await manager.get(`/performances/${id}/preview`);
    const page = await publicGet(`/performance/${slug}`);
    expect(page.statusCode).toBe(200);
    expect(preview.body.performance).toEqual(page.json());
    expect(preview.body.visible).toBe(true);
  });
});
