// [BACK OFFICE] The sold, held and capacity counts of the sessions list and calendar (session-counts-snapshot.ts):
// with a snapshot time (PLACES_STATUS_SNAPSHOT_MS) one computation of a page's counts answers every editor asking
// within it, while the sessions themselves are read fresh; a change of the session (here its prices) drops the
// counts at once. Without a snapshot time (the tests' default) a hold shows in the next answer.
import { countStatements } from '@afisha/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visitor } from '../helpers/cart-client.ts';
import { managedHall, movableClock } from '../helpers/manage-sessions.ts';
import { type ManageClient, manageClient } from '../helpers/manager.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const clock = movableClock();
/** An hour: in this file only a change notice can make the counts be computed again. */
const SNAPSHOT_MS = 3_600_000;
let snapshotting: TestApp;
let fresh: TestApp;

beforeAll(async () => {
  snapshotting = await createTestApp({
    clock,
    config: (config) => ({ ...config, placesStatusSnapshotMs: SNAPSHOT_MS }),
  });
  // A second API process on the same database, counting on every request: it hears the first one's notices.
  fresh = await createTestApp({ clock, database: snapshotting.database });
});
afterAll(async () => {
  await fresh?.close();
  await snapshotting?.close();
});

type Counts = { id: number; sold: number; held: number; capacity: number; prices: { price: number }[] };
const listed = async (manager: ManageClient, venue: number, id: number): Promise<Counts> => {
  const answer = await manager.get(`/events?venue=${venue}&limit=500`);
  expect(answer.status).toBe(200);
  const found = (answer.body.results as Counts[]).find((session) => session.id === id);
  if (!found) throw new Error(`session ${id} is not in the list`);
  return found;
};

describe("the sessions list's counts", () => {
  it('are computed once for every editor within the snapshot time, and again right after a price change', async () => {
    const { manager, base, hall, db } = await managedHall(snapshotting);
    const venue = hall.venue.venue.id;
    const made = await manager.post('/events', { ...base, starts_at: '2030-03-01T19:00', status: 'on_sale' });
    expect(made.status).toBe(201);
    const id = made.body.id as number;
    const second = await manageClient(snapshotting.app, db, { kind: 'manager', venues: [venue] });

    expect(await listed(manager, venue, id)).toMatchObject({ sold: 0, held: 0, capacity: 60 });
    expect(
      (await (await visitor(snapshotting.app)).add({ event: id, places: [hall.seatId(0, 1, 1)] })).status,
    ).toBe(200);

    // Within the snapshot: the page's counts as computed before the hold, for this editor and another one alike.
    const sent = await countStatements(snapshotting.database, async () => {
      expect(await listed(manager, venue, id)).toMatchObject({ held: 0 });
      expect(await listed(second, venue, id)).toMatchObject({ held: 0 });
    });
    if (sent) expect(sent.filter((text) => text.includes('session_counts'))).toEqual([]);

    // Another process without a snapshot counts the hold at once.
    const elsewhere = await manageClient(fresh.app, db, { kind: 'manager', venues: [venue] });
    expect(await listed(elsewhere, venue, id)).toMatchObject({ held: 1 });

    // A price change drops the snapshot (its notice reaches every process; here the one that made it): the next
    // answer counts again.
    const patched = await second.patch(
      `/events/${id}`,
      { prices: [{ category: 'c1', price: 1500 }, base.prices[1]] },
      { ifMatch: made.body.version },
    );
    expect(patched.status).toBe(200);
    const after = await listed(manager, venue, id);
    expect(after).toMatchObject({ held: 1, capacity: 60 });
    expect(after.prices.map((price) => price.price)).toEqual([1500, 500.5]);
  });
});
