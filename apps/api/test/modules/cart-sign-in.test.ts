// [CART] An anonymous cart belongs to the session and survives the sign-in (the real POST
// /account/login: a new session id): the seats stay held with the same deadline, the first change
// after the sign-in gives the cart to the user (so it outlives the session: sign out, sign in on
// another device, it is there), and a second device's anonymous cart is merged into it, ending
// with the earlier deadline. The token API's clients reach the same cart.
import { carts, users } from '@afisha/db';
import { eq, sql } from '@afisha/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHall, type Hall } from '../factories/hall.factory.ts';
import {
  type AccountsTestApp,
  bearer,
  createAccountsTestApp,
  getAs,
  send,
  signIn,
  signUpAndConfirm,
  tokenSignIn,
} from '../helpers/accounts.ts';
import { visitor } from '../helpers/cart-client.ts';
import { manualClock } from '../helpers/test-app.ts';

const MINUTE = 60_000;
const clock = manualClock();
let t: AccountsTestApp;
let hall: Hall;

beforeAll(async () => {
  t = await createAccountsTestApp({ clock });
  hall = await createHall(t.database.db, {
    sections: [{ name: { ru: 'Партер', en: 'Stalls' }, rows: 2, seatsPerRow: 8 }],
    zones: [{ name: { ru: 'Танцпол' }, capacity: 20 }],
  });
});
afterAll(async () => {
  await t?.close();
});

const seat = (row: number, n: number) => hall.seatId(0, row, n);
const userId = async (email: string) => {
  const [row] = await t.database.db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email));
  return row?.id;
};

describe('the cart across sign-in', () => {
  it('keeps the anonymous cart through the real sign-in, then gives it to the user', async () => {
    await signUpAndConfirm(t, { email: 'buyer@example.com' });
    const anonymous = await visitor(t.app);
    const held = await anonymous.add({ event: hall.event.id, places: [seat(1, 1), seat(1, 2)] });
    expect(held.status).toBe(200);
    await anonymous.add({ event: hall.event.id, zone: hall.zones[0]!.id, quantity: 1 });

    clock.advance(2 * MINUTE);
    const session = await signIn(t.app, { email: 'buyer@example.com' }, { session: anonymous.session });
    expect(session.answer.status).toBe(200);
    const me = await visitor(t.app, { session });
    expect(await me.count()).toBe(3);
    const content = (await me.content()).body;
    expect(content.count).toBe(3);
    expect(content.expires_at).toBe(held.body.expires_at);
    expect((await me.status(hall.event.id)).body.mine).toHaveLength(3);

    // The first change after the sign-in: the cart is the user's now, not the session's.
    const more = await me.add({ event: hall.event.id, places: [seat(1, 3)] });
    expect(more.status).toBe(200);
    expect(more.body.count).toBe(4);
    expect(more.body.expires_at).toBe(held.body.expires_at);
    const id = await userId('buyer@example.com');
    const owned = await t.database.db
      .select()
      .from(carts)
      .where(eq(carts.userId, id ?? -1));
    expect(owned).toHaveLength(1);
    expect(owned[0]?.sessionId).toBeNull();

    // Signing out forgets the session, not the user's cart; another device signs in and finds it.
    expect((await send(t.app, '/account/logout', undefined, { session })).status).toBe(200);
    const phone = await signIn(t.app, { email: 'buyer@example.com' });
    const onPhone = await visitor(t.app, { session: phone });
    expect(await onPhone.count()).toBe(4);
    expect((await onPhone.content()).body.events[0].items).toHaveLength(4);
  });

  it("merges a second device's anonymous cart into the user's, ending with the earlier deadline", async () => {
    await signUpAndConfirm(t, { email: 'two-devices@example.com' });
    const laptop = await signIn(t.app, { email: 'two-devices@example.com' });
    const onLaptop = await visitor(t.app, { session: laptop });
    const free = (await onLaptop.status(hall.event.id)).body.zones[0].remaining;
    const first = await onLaptop.add({ event: hall.event.id, places: [seat(2, 1)] });
    await onLaptop.add({ event: hall.event.id, zone: hall.zones[0]!.id, quantity: 2 });

    clock.advance(4 * MINUTE);
    const tablet = await visitor(t.app);
    await tablet.add({ event: hall.event.id, places: [seat(2, 2), seat(2, 3)] });
    await tablet.add({ event: hall.event.id, zone: hall.zones[0]!.id, quantity: 1 });
    const signedIn = await signIn(t.app, { email: 'two-devices@example.com' }, { session: tablet.session });
    const onTablet = await visitor(t.app, { session: signedIn });
    // Reading shows both carts at once; the next change merges them.
    expect(await onTablet.count()).toBe(6);
    const merged = await onTablet.add({ event: hall.event.id, places: [seat(2, 4)] });
    expect(merged.status).toBe(200);
    expect(merged.body.count).toBe(7);
    expect(merged.body.expires_at).toBe(first.body.expires_at);
    const content = (await onTablet.content()).body;
    expect(
      content.events[0].items.map((i: { kind: string; quantity: number }) => [i.kind, i.quantity]),
    ).toEqual([
      ['seat', 1],
      ['seat', 1],
      ['seat', 1],
      ['seat', 1],
      ['zone', 3],
    ]);
    expect((await onTablet.status(hall.event.id)).body.zones[0].remaining).toBe(free - 3);
    const id = await userId('two-devices@example.com');
    const rows = await t.database.db
      .select()
      .from(carts)
      .where(eq(carts.userId, id ?? -1));
    expect(rows).toHaveLength(1);
    expect(await onLaptop.count()).toBe(7);

    // Every hold of the merged cart ends at the earlier deadline.
    clock.advance(11 * MINUTE + 1000);
    expect(await onTablet.count()).toBe(0);
  });

  it('lets a token client (bearer, no CSRF) hold seats in the same user cart', async () => {
    await signUpAndConfirm(t, { email: 'app@example.com' });
    const { access } = await tokenSignIn(t.app, { email: 'app@example.com' });
    const added = await send(
      t.app,
      '/cart/add',
      { event: hall.event.id, places: [seat(1, 8)] },
      { headers: bearer(access) },
    );
    expect(added.status).toBe(200);
    const web = await signIn(t.app, { email: 'app@example.com' });
    expect((await getAs(t.app, '/cart/count_seats', { session: web })).body).toEqual({ count: 1 });
    expect((await getAs(t.app, '/cart/content', { headers: bearer(access) })).body.count).toBe(1);
  });
});
