// [ACCOUNTS] A signed-in cookie session ends on its idle and absolute lifetimes (manual clock): the customer is
// anonymous again, the browser is told to drop the cookie, and the session row is no longer honoured; a deactivated
// account is signed out at its next request.
import { users } from '@afisha/db';
import { eq } from '@afisha/db/orm';
import { describe, expect, it } from 'vitest';
import { getAs, send, signIn, signUpAndConfirm, useAccountsTestApp } from '../helpers/accounts.ts';
import { startSession } from '../helpers/session.ts';
import { manualClock } from '../helpers/test-app.ts';

const DAY = 24 * 60 * 60 * 1000;
const clock = manualClock();

const t = useAccountsTestApp({ clock }, async () => {
  await signUpAndConfirm(t, { email: 'lifetimes@example.com' });
});

const me = (session: Awaited<ReturnType<typeof signIn>>) => getAs(t.app, '/account/me', { session });

describe('signed-in session lifetimes', () => {
  it('ends after 14 idle days', async () => {
    const session = await signIn(t.app, { email: 'lifetimes@example.com' });
    clock.advance(13 * DAY);
    expect((await me(session)).body.success).toBe(true);
    clock.advance(14 * DAY + 1000);
    const expired = await me(session);
    expect(expired.body).toEqual({ success: false });
    expect(expired.headers['set-cookie']).toMatch(/sessionid=;/);
    const put = await send(t.app, '/account/me', { first_name: 'X' }, { method: 'PUT', session });
    expect(put.status).toBe(403);
  });

  it('ends 60 days after sign-in however active', async () => {
    const session = await signIn(t.app, { email: 'lifetimes@example.com' });
    for (let day = 10; day <= 50; day += 10) {
      clock.advance(10 * DAY);
      expect((await me(session)).body.success, `day ${day}`).toBe(true);
    }
    clock.advance(10 * DAY + 1000);
    expect((await me(session)).body).toEqual({ success: false });
  });

  it('counts the absolute lifetime from the sign-in, not from the anonymous visit before it', async () => {
    const visitor = await startSession(t.app);
    // An active anonymous visit of 50 days.
    for (let day = 10; day <= 50; day += 10) {
      clock.advance(10 * DAY);
      await getAs(t.app, '/account/me', { session: visitor });
    }
    const session = await signIn(t.app, { email: 'lifetimes@example.com' }, { session: visitor });
    clock.advance(12 * DAY);
    expect((await me(session)).body.success).toBe(true);
  });

  it('ends at once when the account is deactivated, on every route that needs a signed-in customer', async () => {
    await signUpAndConfirm(t, { email: 'deactivated@example.com' });
    const session = await signIn(t.app, { email: 'deactivated@example.com' });
    expect((await getAs(t.app, '/notifications', { session })).status).toBe(200);
    await t.database.db
      .update(users)
      .set({ isActive: false })
      .where(eq(users.email, 'deactivated@example.com'));
    expect((await me(session)).body).toEqual({ success: false });
    const notifications = await getAs(t.app, '/notifications', { session });
    expect(notifications.status).toBe(401);
    expect(notifications.body.code).toBe('not_authenticated');
  });
});
