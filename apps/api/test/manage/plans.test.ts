// [BACK OFFICE] Plans through the API: drafts made, copied, imported (document, CSV, pretix), replaced under their
// version, published (every problem listed, 1,500 seats in bulk), exported (JSON round trip, CSV safe for
// spreadsheets), archived; another venue's hall is 404; every write leaves an audit row.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ZPlanDocument } from '@afisha/contracts/manage/plans';
import { auditLog, type Db, hallPlans, planSeats } from '@afisha/db';
import { and, count, eq } from '@afisha/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishPlanRows } from '../../src/modules/manage/plans/plan-publish.ts';
import { createVenue } from '../factories/catalogue.factory.ts';
import { createHall } from '../factories/hall.factory.ts';
import { type ManageClient, manageClient } from '../helpers/manager.ts';
import { gridPlan } from '../helpers/plan-documents.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function managerOf(venueId: number, locale = 'en'): Promise<ManageClient> {
  return manageClient(t.app, db(), { kind: 'manager', venues: [venueId] }, locale);
}

describe('drafts', () => {
  it('makes, reads, replaces under its version and lists a draft; another venue’s hall is 404', async () => {
    const { venue, hall, plan } = await createVenue(db());
    const other = await createVenue(db());
    const manager = await managerOf(venue.id);
    const made = await manager.post(`/halls/${hall.id}/plans`, gridPlan(2, 3));
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      hall: hall.id,
      status: 'draft',
      version: 1,
      revision: null,
      seat_count: 6,
    });
    expect(made.body.categories[1].name).toEqual({ ru: 'Галёрка', en: '', fr: '', de: '' });

    expect((await manager.post(`/halls/${other.hall.id}/plans`, gridPlan(1, 1))).status).toBe(404);
    expect((await manager.get(`/halls/${other.hall.id}/plans`)).status).toBe(404);
    const foreignDraft = await (await manageClient(t.app, db(), { kind: 'admin' })).post(
      `/halls/${other.hall.id}/plans`,
      gridPlan(1, 1),
    );
    expect((await manager.get(`/plans/${foreignDraft.body.id}`)).status).toBe(404);

    const replaced = await manager.put(`/plans/${made.body.id}`, gridPlan(3, 3, 'Новый'), { ifMatch: 1 });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({ name: 'Новый', version: 2, seat_count: 9 });
    const stale = await manager.put(`/plans/${made.body.id}`, gridPlan(1, 1), { ifMatch: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'version_conflict', version: 2 });
    expect((await manager.put(`/plans/${made.body.id}`, gridPlan(1, 1))).status).toBe(400);

    const list = await manager.get(`/halls/${hall.id}/plans`);
    expect(list.status).toBe(200);
    expect(list.body.results.map((p: { id: number }) => p.id)).toEqual([made.body.id, plan.id]);
    expect(list.body.results[0]).toMatchObject({ status: 'draft', seat_count: 9, sessions_count: 0 });

    const audits = await db()
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'plan'), eq(auditLog.entityId, String(made.body.id))));
    expect(audits.map((a) => a.action).sort()).toEqual(['create', 'update']);
  });

  it('refuses bad documents with field errors in the editor’s language, never a 5xx', async () => {
    const { venue, hall } = await createVenue(db());
    const manager = await managerOf(venue.id, 'de');
    const bad = await manager.post(`/halls/${hall.id}/plans`, {
      ...gridPlan(1, 1),
      width: -1,
      categories: [{ key: '', name: { ru: '' }, color: 1 }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.codes).toHaveProperty('width');
    for (const body of [null, 'x', [], { copy_of: 'abc' }, { copy_of: 99_999_999_999 }]) {
      expect((await manager.post(`/halls/${hall.id}/plans`, body)).status).toBe(400);
    }
    expect((await manager.get('/plans/99999999999')).status).toBe(400);
    expect((await manager.get('/plans/2147483647')).status).toBe(404);
  });

  it('copies a published plan (its document built from its rows) into a draft', async () => {
    const built = await createHall(db());
    const manager = await managerOf(built.venue.venue.id);
    const copy = await manager.post(`/halls/${built.venue.hall.id}/plans`, { copy_of: built.venue.plan.id });
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({ status: 'draft', seat_count: built.seats.length });
    expect(copy.body.sections[0].rows[0].seats[0]).toMatchObject({
      key: 's1-1-1',
      label: '1',
      category: 'c1',
    });
    const audit = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(copy.body.id)));
    expect(audit[0]?.action).toBe('copy');
  });
});

describe('publishing', () => {
  it('lists every problem of a draft at once, located, in the editor’s language, and publishes nothing', async () => {
    const { venue, hall } = await createVenue(db());
    const manager = await managerOf(venue.id);
    const plan = gridPlan(2, 3);
    plan.sections[0]!.rows[0]!.seats[1]!.x = 21; // overlaps seat 1
    plan.sections[0]!.rows[1]!.seats[2]!.x = 5_000; // outside
    plan.sections[0]!.rows[1]!.seats[0]!.category = 'nope';
    plan.categories[0]!.color = 'red';
    const draft = await manager.post(`/halls/${hall.id}/plans`, plan);
    const refused = await manager.post(`/plans/${draft.body.id}/publish`, {});
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.codes).sort()).toEqual(
      [
        'categories.0.color',
        'sections.0.rows.0.seats.1',
        'sections.0.rows.1.seats.0.category',
        'sections.0.rows.1.seats.2.x',
      ].sort(),
    );
    expect(refused.body['sections.0.rows.1.seats.2.x'][0]).toBe('Stalls, row 2, seat 3 is outside the plan.');
    // Each with the key it is about.
    expect(refused.body.keys).toEqual({
      'categories.0.color': 'c1',
      'sections.0.rows.0.seats.1': 's1-1-2',
      'sections.0.rows.1.seats.0.category': 's1-2-1',
      'sections.0.rows.1.seats.2.x': 's1-2-3',
    });
    const [row] = await db().select().from(hallPlans).where(eq(hallPlans.id, draft.body.id));
    expect(row?.status).toBe('draft');
    expect(
      (await db().select({ n: count() }).from(planSeats).where(eq(planSeats.planId, draft.body.id)))[0]?.n,
    ).toBe(0);
  });

  it('publishes a 1,500-seat plan in one transaction, in under a second, as the hall’s next default revision', async () => {
    const { venue, hall, plan: first } = await createVenue(db());
    const manager = await managerOf(venue.id);
    const draft = await manager.post(`/halls/${hall.id}/plans`, gridPlan(30, 50));
    expect(draft.body.seat_count).toBe(1500);
    const started = performance.now();
    const published = await manager.post(`/plans/${draft.body.id}/publish`, {});
    const took = performance.now() - started;
    expect(published.status).toBe(200);
    // The transaction alone (rows written in bulk, hall's default moved), measured on a second 1,500-seat draft.
    const second = await manager.post(`/halls/${hall.id}/plans`, gridPlan(30, 50));
    const document = ZPlanDocument.parse(gridPlan(30, 50));
    const begun = performance.now();
    await db().transaction((tx) =>
      publishPlanRows(tx as unknown as Db, { id: second.body.id, hallId: hall.id }, document, new Date()),
    );
    const transaction = performance.now() - begun;
    const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
    console.info(
      `1,500-seat publish: request ${took.toFixed(0)} ms, transaction ${transaction.toFixed(0)} ms (${engine})`,
    );
    if (process.env.DATABASE_URL) expect(transaction).toBeLessThan(1000);
    expect(published.body).toMatchObject({
      status: 'published',
      revision: 2,
      is_default: true,
      seat_count: 1500,
    });
    const plans = await db().select().from(hallPlans).where(eq(hallPlans.hallId, hall.id));
    expect(plans.find((p) => p.id === first.id)?.isDefault).toBe(false);
    expect(
      (await manager.put(`/plans/${draft.body.id}`, gridPlan(1, 1), { ifMatch: published.body.version }))
        .status,
    ).toBe(409);
    expect((await manager.post(`/plans/${draft.body.id}/publish`, {})).status).toBe(409);
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(draft.body.id)), eq(auditLog.action, 'publish')));
    expect(audit).toHaveLength(1);
  });
});

describe('export and import', () => {
  it('exports a published plan that imports back to the same document; CSV is safe for spreadsheets', async () => {
    const { venue, hall } = await createVenue(db());
    const manager = await managerOf(venue.id);
    const plan = gridPlan(2, 2);
    plan.sections[0]!.name = { ru: '=cmd|"/c calc"!A1, "Партер"', en: 'Stalls' };
    const draft = await manager.post(`/halls/${hall.id}/plans`, plan);
    await manager.post(`/plans/${draft.body.id}/publish`, {});
    const json = await manager.get(`/plans/${draft.body.id}/export`);
    expect(json.status).toBe(200);
    const again = await manager.post(`/plans/import?hall=${hall.id}`, json.body);
    expect(again.status).toBe(201);
    const strip = (doc: Record<string, unknown>) => ({
      categories: doc.categories,
      sections: doc.sections,
      zones: doc.zones,
      shapes: doc.shapes,
    });
    expect(strip(again.body)).toEqual(strip(json.body));

    const csv = await t.app.inject({
      url: `/api/v1/manage/plans/${draft.body.id}/export?format=csv`,
      headers: { cookie: manager.session.cookie },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.split('\r\n');
    expect(lines[0]).toBe('section,row,seat,category,x,y');
    expect(lines[1]).toBe(`"'=cmd|""/c calc""!A1, ""Партер""",1,1,c2,20,20`);
    const imported = await manager.post(`/plans/import`, { hall: hall.id, format: 'csv', content: csv.body });
    expect(imported.status).toBe(201);
    expect(imported.body.sections[0].name.ru).toBe('=cmd|"/c calc"!A1, "Партер"');
    expect(imported.body.sections[0].rows[1].seats[1]).toMatchObject({
      key: 's1-2-2',
      x: 40,
      y: 40,
      category: 'c1',
    });
  });

  it('imports a CSV sent as text/csv, a pretix plan, and refuses what it cannot read', async () => {
    const { venue, hall } = await createVenue(db());
    const manager = await managerOf(venue.id);
    const csv = await t.app.inject({
      method: 'POST',
      url: `/api/v1/manage/plans/import?hall=${hall.id}&name=Zal`,
      headers: {
        cookie: manager.session.cookie,
        'x-csrftoken': manager.session.csrf,
        'content-type': 'text/csv',
      },
      payload: 'section;row;seat;category;x;y\r\nПартер;1;1;A;10;10\r\nПартер;1;2;A;30;10\r\n',
    });
    expect(csv.statusCode).toBe(201);
    expect(csv.json()).toMatchObject({ name: 'Zal', seat_count: 2, status: 'draft' });

    const pretix = await manager.post(`/plans/import?hall=${hall.id}`, {
      name: 'pretix hall',
      categories: [{ name: 'Stalls', color: '#ff0000' }],
      size: { width: 400, height: 300 },
      zones: [
        {
          name: 'Ground',
          position: { x: 0, y: 0 },
          rows: [
            {
              row_number: '1',
              position: { x: 0, y: 10 },
              seats: [{ seat_guid: 'abc', seat_number: '1', position: { x: 10, y: 0 }, category: 'Stalls' }],
            },
          ],
        },
      ],
    });
    expect(pretix.status).toBe(201);
    expect(pretix.body.sections[0].rows[0].seats[0]).toMatchObject({
      key: 'abc',
      x: 10,
      y: 10,
      category: 'c1',
    });
    expect((await manager.post(`/plans/${pretix.body.id}/publish`, {})).status).toBe(200);

    const malformed = await manager.post(`/plans/import`, {
      hall: hall.id,
      format: 'csv',
      content: 'a,b\n"1,2',
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.codes.content).toEqual(['parse_error']);
    expect((await manager.post(`/plans/import`, { hall: hall.id, content: { hello: 1 } })).status).toBe(400);
    expect((await manager.post(`/plans/import`, { content: 'x' })).status).toBe(400);
    const other = await createVenue(db());
    expect((await manager.post(`/plans/import?hall=${other.hall.id}`, gridPlan(1, 1))).status).toBe(404);
  });

  it('imports and publishes the samples the plans page offers to download (apps/web/public/samples)', async () => {
    const { venue, hall } = await createVenue(db());
    const manager = await managerOf(venue.id);
    const samples = path.resolve(import.meta.dirname, '../../../web/public/samples');
    const csv = await readFile(path.join(samples, 'plan-sample.csv'), 'utf8');
    const document = JSON.parse(await readFile(path.join(samples, 'plan-sample.json'), 'utf8'));
    const pretix = JSON.parse(await readFile(path.join(samples, 'plan-sample-pretix.json'), 'utf8'));
    for (const [body, seats] of [
      [{ hall: hall.id, format: 'csv', content: csv }, 56],
      [{ hall: hall.id, format: 'document', content: document }, 56],
      [{ hall: hall.id, format: 'pretix', content: pretix }, 44],
    ] as const) {
      const draft = await manager.post('/plans/import', body);
      expect(draft.status, JSON.stringify(draft.body)).toBe(201);
      expect(draft.body.seat_count).toBe(seats);
      const published = await manager.post(`/plans/${draft.body.id}/publish`, {});
      expect(published.status, JSON.stringify(published.body)).toBe(200);
    }
  });

  it('takes a 10,000-seat CSV (the most a plan holds)', async () => {
    const { venue, hall } = await createVenue(db());
    const manager = await managerOf(venue.id);
    let text = 'section,row,seat,category,x,y\n';
    for (let r = 0; r < 50; r++)
      for (let s = 0; s < 200; s++) text += `Зал,${r + 1},${s + 1},c1,${s * 12},${r * 12}\n`;
    const imported = await manager.post(`/plans/import`, { hall: hall.id, format: 'csv', content: text });
    expect(imported.status).toBe(201);
    expect(imported.body.seat_count).toBe(10_000);
    // Sent without a name: named after its hall, in the manager's language.
    expect(imported.body.name).toBe('Main Stage');
  });

  it('words a CSV’s problems for a person: the place in words, once each, no key and no path', async () => {
    const { venue, hall } = await createVenue(db());
    const manager = await managerOf(venue.id, 'ru');
    const text =
      'section,row,seat,category,x,y\nПартер,1,1,A,10,10\nПартер,1,2,A,40,10\nПартер,1,2,A,70,10\n';
    const draft = await manager.post(`/plans/import`, { hall: hall.id, format: 'csv', content: text });
    expect(draft.status).toBe(201);
    expect(draft.body.name).toBe('Основная сцена');
    const refused = await manager.post(`/plans/${draft.body.id}/publish`, {});
    expect(refused.status).toBe(400);
    const messages = Object.entries(refused.body)
      .filter(([field]) => field !== 'codes' && field !== 'keys')
      .flatMap(([, value]) => value as string[]);
    expect(messages).toEqual(['Партер, ряд 1: место 2 повторяется.']);
    // The key is beside the words, for tools, never in them.
    expect(refused.body.keys).toEqual({ 'sections.0.rows.0.seats.2.label': 's1-1-2' });
  });
});

describe('renaming', () => {
  it('renames a draft and a published plan under their version, audited; refuses a blank name and a stale version', async () => {
    const built = await createHall(db());
    const manager = await managerOf(built.venue.venue.id);
    const draft = await manager.post(`/halls/${built.venue.hall.id}/plans`, gridPlan(1, 2, 'Черновик'));
    const renamed = await manager.patch(
      `/plans/${draft.body.id}`,
      { name: '  Малая сцена  ' },
      { ifMatch: 1 },
    );
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'Малая сцена', version: 2, status: 'draft' });
    // The draft's document carries the name, so a later edit of it keeps it.
    const [row] = await db().select().from(hallPlans).where(eq(hallPlans.id, draft.body.id));
    expect((row?.document as { name?: string } | undefined)?.name).toBe('Малая сцена');

    const stale = await manager.patch(`/plans/${draft.body.id}`, { name: 'Другое' }, { ifMatch: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.version).toBe(2);
    for (const body of [{ name: '' }, { name: '   ' }, { name: 'x'.repeat(201) }, { name: 'ok', hall: 5 }]) {
      const refused = await manager.patch(`/plans/${draft.body.id}`, body, { ifMatch: 2 });
      expect(refused.status, JSON.stringify(body)).toBe(400);
    }

    const published = built.venue.plan;
    const current = await manager.get(`/plans/${published.id}`);
    const renamedPublished = await manager.patch(
      `/plans/${published.id}`,
      { name: 'Основная, 2030' },
      { ifMatch: current.body.version },
    );
    expect(renamedPublished.status).toBe(200);
    expect(renamedPublished.body).toMatchObject({ name: 'Основная, 2030', status: 'published' });
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'plan'), eq(auditLog.entityId, String(published.id))));
    expect(audit.at(-1)).toMatchObject({ action: 'update', after: { name: 'Основная, 2030' } });

    const other = await createHall(db());
    expect((await manager.patch(`/plans/${other.venue.plan.id}`, { name: 'x' }, { ifMatch: 1 })).status).toBe(
      404,
    );
  });
});

describe('archiving', () => {
  it('refuses a published plan live sessions sell on, naming them; archives a draft', async () => {
    const built = await createHall(db());
    const manager = await managerOf(built.venue.venue.id);
    const refused = await manager.delete(`/plans/${built.venue.plan.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'in_use',
      used_count: 1,
      used_by: [{ kind: 'event', id: built.event.id }],
    });
    const draft = await manager.post(`/halls/${built.venue.hall.id}/plans`, gridPlan(1, 2));
    expect((await manager.delete(`/plans/${draft.body.id}`)).status).toBe(204);
    expect((await manager.delete(`/plans/${draft.body.id}`)).status).toBe(204);
    const list = await manager.get(`/halls/${built.venue.hall.id}/plans`);
    expect(list.body.results.map((p: { id: number }) => p.id)).not.toContain(draft.body.id);
    const archived = await manager.get(`/halls/${built.venue.hall.id}/plans?archived=true`);
    expect(archived.body.results.map((p: { id: number }) => p.id)).toEqual([draft.body.id]);
  });
});
