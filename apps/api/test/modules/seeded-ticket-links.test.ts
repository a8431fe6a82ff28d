// [TICKETS] The demo seed's orders open as bought ones do: the seed and the API derive the guest ticket link's key
// with one function (@afisha/db ticket-access-key) from the same SESSION_SECRET, so a seeded customer's order in
// GET /userorders has a tickets_url that answers its tickets (JSON and PDF), and the box office's demo order's link
// opens too. A link with another key stays a 404.
import { createTestDatabase, orders, seedDatabase } from '@afisha/db';
import { and, eq, isNotNull } from '@afisha/db/orm';
import { ticketAccessKey } from '@afisha/db/ticket-access-key';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visitor } from '../helpers/cart-client.ts';
import { signInCustomer } from '../helpers/signed-in.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/** Not the development default: the seed must be given the API's own secret. */
const SESSION_SECRET = 'seeded-ticket-links-test-secret-0123456789abcdef';
let t: TestApp;

beforeAll(async () => {
  const database = await createTestDatabase();
  await seedDatabase(database, { seed: 1, sessionSecret: SESSION_SECRET });
  t = await createTestApp({ database, config: (config) => ({ ...config, sessionSecret: SESSION_SECRET }) });
}, 300_000);

afterAll(async () => {
  await t?.close();
  await t?.database.close();
});

describe('the seeded orders’ ticket links', () => {
  it("a seeded customer's order lists a tickets_url that opens its tickets, as JSON and as a PDF", async () => {
    const [owned] = await t.database.db
      .select({ userId: orders.userId })
      .from(orders)
      .where(and(isNotNull(orders.userId), eq(orders.status, 'paid')))
      .limit(1);
    expect(owned?.userId).toBeTruthy();
    const customer = await signInCustomer(t.app, t.database.db, { userId: owned!.userId! });
    const me = await visitor(t.app, { session: customer.session });
    const listed = await me.get('/userorders');
    expect(listed.status).toBe(200);
    const links: string[] = listed.body.results.map((order: { tickets_url: string }) => order.tickets_url);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      const answer = await t.app.inject({ method: 'GET', url: link });
      expect(answer.statusCode, link).toBe(200);
      expect(answer.json().tickets.length).toBeGreaterThan(0);
    }
    const pdf = await t.app.inject({ method: 'GET', url: `${links[0]}&format=pdf` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });

  it("the box office's demo order opens with the key the API gives, and not with another", async () => {
    const number = 'BOX-DEMO1'; // packages/db/README.md, "Demo box-office order"
    const url = `/api/v1/tickets/${number}?key=${ticketAccessKey(SESSION_SECRET, number)}`;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    const other = `/api/v1/tickets/${number}?key=${ticketAccessKey('another-secret-of-at-least-32-chars!!', number)}`;
    expect((await t.app.inject({ method: 'GET', url: other })).statusCode).toBe(404);
  });
});
