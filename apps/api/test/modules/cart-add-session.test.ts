// [CART] POST /cart/add reads the visitor's session inside its hold statement (hold_seats_in_session, migration
// 0013; csrf.plugin.ts 'session-in-statement') instead of before it. Everything the separate read decided must
// still hold: a session that expired or is gone gets 403 csrf_failed in the visitor's language, its cookie is
// dropped, and nothing is held; a signed-in visitor holds in the user's cart, a deactivated one in the session's
// own; a hold slides the session's idle expiry as any other request does; a token client with a stale cookie
// still holds as the token's user.
import { createHash } from 'node:crypto';
import { carts, seatHolds, sessions, users } from '@afisha/db';
import { eq } from '@afisha/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHall, type Hall } from '../factories/hall.factory.ts';
import {
  type AccountsTestApp,
  bearer,
  createAccountsTestApp,
  signIn,
  signUpAndConfirm,
  tokenSignIn,
} from '../helpers/accounts.ts';
import { visitor } from '../helpers/cart-client.ts';
import { manualClock } from '../helpers/test-app.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const clock = manualClock();
let t: AccountsTestApp;
let hall: Hall;

beforeAll(async () => {
  t = await createAccountsTestApp({ clock });
  hall = await createHall(t.database.db, {
    sections: [{ name: { ru: 'Партер', en: 'Stalls' }, rows: 3, seatsPerRow: 8 }],
  });
});
afterAll(async () => {
  await t?.close();
});

const seat = (row: number, n: number) => hall.seatId(0, row, n);
const holderOf = async (seatId: number) => {
  const [row] = await t.database.db
    .select({ sessionId: carts.sessionId, userId: carts.userId })
    .from(seatHolds)
    .innerJoin(carts, eq(carts.id, seatHolds.cartId))
    .where(eq(seatHolds.seatId, seatId));
  return row ?? null;
};
const sessionRow = async (sessionid: string) => {
  const [row] = await t.database.db
    .select()
    .from(sessions)
    .where(eq(sessions.id, createHash('sha256').update(sessionid).digest('hex')));
  return row ?? null;
};
const userId = async (email: string) => {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row?.id ?? null;
};

describe('POST /cart/add with the session read in the hold statement', () => {
  it('refuses an expired session with its own token: 403 csrf_failed translated, cookie dropped, nothing held', async () => {
    const idle = await visitor(t.app, { locale: 'en' });
    clock.advance(15 * DAY);
    const answer = await idle.add({ event: hall.event.id, places: [seat(1, 1)] });
    expect(answer.status).toBe(403);
    expect(answer.body.code).toBe('csrf_failed');
    expect(answer.body.detail).toMatch(/[A-Za-z]/);
    expect(answer.body.detail).not.toMatch(/[А-Яа-я]/);
    expect(String(answer.headers['set-cookie'])).toMatch(/sessionid=;/);
    expect(await holderOf(seat(1, 1))).toBeNull();
    // The seat is free for anyone else.
    expect((await (await visitor(t.app)).add({ event: hall.event.id, places: [seat(1, 1)] })).status).toBe(
      200,
    );
  });

  it('refuses a session that is gone (its row deleted) and holds nothing', async () => {
    const gone = await visitor(t.app);
    const row = await sessionRow(gone.session.sessionid);
    expect(row).not.toBeNull();
    await t.database.db.delete(sessions).where(eq(sessions.id, row!.id));
    const answer = await gone.add({ event: hall.event.id, places: [seat(1, 2)] });
    expect(answer.status).toBe(403);
    expect(answer.body.code).toBe('csrf_failed');
    expect(await holderOf(seat(1, 2))).toBeNull();
  });

  it('still refuses a token of another session (the check needs no database to fail)', async () => {
    const mine = await visitor(t.app);
    const other = await visitor(t.app);
    const forged = await visitor(t.app, { session: { ...mine.session, csrf: other.session.csrf } });
    expect((await forged.add({ event: hall.event.id, places: [seat(1, 3)] })).status).toBe(403);
    expect(await holderOf(seat(1, 3))).toBeNull();
  });

  it("holds in the signed-in user's cart, and in the session's own once the user is deactivated", async () => {
    await signUpAndConfirm(t, { email: 'fast-hold@example.com' });
    const id = await userId('fast-hold@example.com');
    const session = await signIn(t.app, { email: 'fast-hold@example.com' });
    const me = await visitor(t.app, { session });
    expect((await me.add({ event: hall.event.id, places: [seat(2, 1)] })).status).toBe(200);
    expect(await holderOf(seat(2, 1))).toEqual({ sessionId: null, userId: id });

    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, id!));
    expect((await me.add({ event: hall.event.id, places: [seat(2, 2)] })).status).toBe(200);
    const holder = await holderOf(seat(2, 2));
    expect(holder?.userId).toBeNull();
    expect(holder?.sessionId).toBe((await sessionRow(session.sessionid))?.id);
  });

  it("slides the session's idle expiry at most once a minute, as every other request does", async () => {
    const early = await visitor(t.app);
    const late = await visitor(t.app);
    const started = await sessionRow(early.session.sessionid);
    clock.advance(30_000);
    expect((await early.add({ event: hall.event.id, places: [seat(3, 1)] })).status).toBe(200);
    expect((await sessionRow(early.session.sessionid))?.lastSeenAt).toEqual(started?.lastSeenAt);

    clock.advance(2 * MINUTE);
    expect((await late.add({ event: hall.event.id, places: [seat(3, 2)] })).status).toBe(200);
    const after = await sessionRow(late.session.sessionid);
    expect(after?.lastSeenAt.getTime()).toBe(clock.now().getTime());
    expect(after?.expiresAt.getTime()).toBe(clock.now().getTime() + 14 * DAY);
  });

  it("holds for a token client's user even with a stale session cookie beside the token", async () => {
    await signUpAndConfirm(t, { email: 'token-hold@example.com' });
    const id = await userId('token-hold@example.com');
    const { access } = await tokenSignIn(t.app, { email: 'token-hold@example.com' });
    const stale = await visitor(t.app);
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/v1/cart/add',
      headers: {
        ...bearer(access),
        cookie: stale.session.cookie,
        'x-csrftoken': stale.session.csrf,
        'content-type': 'application/json',
      },
      payload: JSON.stringify({ event: hall.event.id, places: [seat(3, 5)] }),
    });
    expect(answer.statusCode).toBe(200);
    expect(await holderOf(seat(3, 5))).toEqual({ sessionId: null, userId: id });
  });
});
