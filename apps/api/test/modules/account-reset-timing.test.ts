// [ACCOUNTS] A password reset, a resent sign-up link and a sign-up answer in the same time whether or not the
// address has an account (issue 18 item 7: the reset took 11.4 ms for a customer and 6.8 ms for a stranger; a
// sign-up wrote an account and a link for a new address, a link for a pending one, nothing for a customer's).
// Rather than timing answers (noisy), this proves the cause is gone: the answer does no work on the account at
// all. While another connection holds the users and email_tokens tables locked, every answer still comes at
// once, the same for each address; the lookup, the writes and the mail happen after, once the lock is gone; and
// when that later work fails, it is logged while the answer stays the same. PostgreSQL only (PGlite has one
// connection, so nothing can hold a lock beside the app).
import { Writable } from 'node:stream';
import { sql } from '@afisha/db/orm';
import { describe, expect, it } from 'vitest';
import {
  GOOD_PASSWORD,
  SITE_URL,
  send,
  signIn,
  signUpAndConfirm,
  useAccountsTestApp,
} from '../helpers/accounts.ts';
import type { JsonAnswer } from '../helpers/requests.ts';
import { type ClientSession, startSession } from '../helpers/session.ts';
import { linkIn, tokenIn } from '../helpers/test-smtp.ts';

const POSTGRES = Boolean(process.env.DATABASE_URL?.trim());
/** The app's log lines (JSON), to see that failures after the answer are logged. */
const logged: string[] = [];
const t = useAccountsTestApp({
  logger: {
    level: 'error',
    stream: new Writable({
      write(chunk, _encoding, done) {
        logged.push(String(chunk));
        done();
      },
    }),
  },
});

/** The answer, or null when it has not come within `ms`. */
const within = <T>(ms: number, work: Promise<T>): Promise<T | null> =>
  Promise.race([work, new Promise<null>((resolve) => setTimeout(() => resolve(null), ms))]);

/** Runs `work` while another connection holds the account tables locked against any access. */
async function withAccountTablesLocked<T>(work: () => Promise<T>): Promise<T> {
  return t.database.db.transaction(async (tx) => {
    await tx.execute(sql`LOCK TABLE users, email_tokens IN ACCESS EXCLUSIVE MODE`);
    return work();
  });
}

/**
 * Runs `work` while another connection lets nobody write the users table (reading it stays possible: the site's
 * session, which a CSRF check reads, joins it) nor touch email_tokens at all.
 */
async function withAccountWritesLocked<T>(work: () => Promise<T>): Promise<T> {
  return t.database.db.transaction(async (tx) => {
    await tx.execute(sql`LOCK TABLE users IN EXCLUSIVE MODE`);
    await tx.execute(sql`LOCK TABLE email_tokens IN ACCESS EXCLUSIVE MODE`);
    return work();
  });
}

/** The answer with the address it was about written as "…": what must be the same for every address. */
const withoutAddress = (answer: JsonAnswer | null, email: string) =>
  answer && { status: answer.status, body: JSON.stringify(answer.body).replaceAll(email, '…') };

describe.skipIf(!POSTGRES)('answers that must not tell whether an address has an account', () => {
  it('answers a reset request without touching the account, for a customer and a stranger alike', async () => {
    const customer = 'reset-customer@example.com';
    await signUpAndConfirm(t, { email: customer });
    // The token API's route: no session cookie, so nothing at all reads the users table before the answer.
    const ask = (email: string) =>
      within(3000, send(t.app, '/auth/password/reset', { email }, { locale: 'en' }));

    const [known, unknown] = await withAccountTablesLocked(async () => [
      await ask(customer),
      await ask('reset-stranger@example.com'),
    ]);
    expect(known).not.toBeNull();
    expect(unknown).not.toBeNull();
    if (!known || !unknown) return;
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    // The same words but for the address itself.
    expect(known.body.detail.replace(customer, '…')).toBe(
      unknown.body.detail.replace('reset-stranger@example.com', '…'),
    );

    // Once the tables are free, the customer gets the link (the work ran after the answer).
    const mail = await t.smtp.nextMailTo(customer);
    expect(linkIn(mail, SITE_URL).pathname).toBe('/en/reset-password');
  });

  it('answers a request to send the sign-up link again without touching the account', async () => {
    const pending = 'resend-pending@example.com';
    await send(t.app, '/auth/registration', { email: pending, password: 'Pending-pass-12', name: 'P' });
    await t.smtp.nextMailTo(pending);
    const ask = (email: string) => within(3000, send(t.app, '/auth/registration/resend-email', { email }));
    const [known, unknown] = await withAccountTablesLocked(async () => [
      await ask(pending),
      await ask('resend-nobody@example.com'),
    ]);
    expect(known).not.toBeNull();
    expect(unknown).not.toBeNull();
    await t.smtp.nextMailTo(pending);
  });
});

describe.skipIf(!POSTGRES)("a sign-up answers alike for a new, a pending and a customer's address", () => {
  const password = 'Sign-up-pass-31';
  /** A confirmed customer's address and one that waits for its confirmation; `tag` keeps each test's own. */
  async function addresses(tag: string) {
    const customer = `${tag}-customer@example.com`;
    const pending = `${tag}-pending@example.com`;
    await signUpAndConfirm(t, { email: customer, name: 'Olga' });
    await send(t.app, '/auth/registration', { email: pending, password: 'Pending-pass-12', name: 'P' });
    await t.smtp.nextMailTo(pending);
    return { customer, pending, fresh: `${tag}-new@example.com` };
  }

  /** After the locks: the new address and the pending one get a link, the customer the notice. */
  async function expectTheMailsAfter(all: { customer: string; pending: string; fresh: string }) {
    const notice = await t.smtp.nextMailTo(all.customer);
    expect(linkIn(notice, SITE_URL).pathname).toBe('/en/sign-in');
    expect(notice.text).toContain('Olga');
    for (const email of [all.pending, all.fresh]) {
      const token = tokenIn(await t.smtp.nextMailTo(email), SITE_URL);
      expect((await send(t.app, '/auth/registration/verify-email', { token })).status).toBe(200);
      expect((await signIn(t.app, { email, password })).answer.status).toBe(200);
    }
    // The customer's account is untouched.
    expect((await signIn(t.app, { email: all.customer })).answer.status).toBe(200);
    expect((await signIn(t.app, { email: all.customer, password })).answer.status).toBe(400);
  }

  it('through the token API: the same answer at once, without touching the account tables', async () => {
    const all = await addresses('tokens');
    // No session cookie: nothing at all reads the users table before the answer.
    const signUp = (email: string) =>
      within(3000, send(t.app, '/auth/registration', { email, password, name: 'Z' }, { locale: 'en' }));
    const answers = await withAccountTablesLocked(async () => ({
      fresh: await signUp(all.fresh),
      pending: await signUp(all.pending),
      customer: await signUp(all.customer),
    }));
    expect(withoutAddress(answers.fresh, all.fresh)).toEqual({
      status: 201,
      body: JSON.stringify({
        success: true,
        email: '…',
        detail: 'We have sent a confirmation link to …. Follow it to finish signing up.',
      }),
    });
    expect(withoutAddress(answers.pending, all.pending)).toEqual(withoutAddress(answers.fresh, all.fresh));
    expect(withoutAddress(answers.customer, all.customer)).toEqual(withoutAddress(answers.fresh, all.fresh));
    await expectTheMailsAfter(all);
  });

  it("through the site's cookie API: the same answer at once, writing nothing before it", async () => {
    const all = await addresses('site');
    const sessions: ClientSession[] = [];
    for (let i = 0; i < 3; i += 1) sessions.push(await startSession(t.app));
    const signUp = (email: string, session: ClientSession) =>
      within(
        3000,
        send(t.app, '/account/registration', { email, password, name: 'Z' }, { session, locale: 'en' }),
      );
    const [one, two, three] = sessions as [ClientSession, ClientSession, ClientSession];
    const answers = await withAccountWritesLocked(async () => ({
      fresh: await signUp(all.fresh, one),
      pending: await signUp(all.pending, two),
      customer: await signUp(all.customer, three),
    }));
    expect(withoutAddress(answers.fresh, all.fresh)?.status).toBe(201);
    expect(withoutAddress(answers.pending, all.pending)).toEqual(withoutAddress(answers.fresh, all.fresh));
    expect(withoutAddress(answers.customer, all.customer)).toEqual(withoutAddress(answers.fresh, all.fresh));
    await expectTheMailsAfter(all);
  });

  it('logs a failure of the work after the answer, and the answer stays the same', async () => {
    const broken = 'refused-by-the-database@example.com';
    // The database refuses this one address's account (a real PostgreSQL error, after the answer).
    await t.database.db.execute(
      sql.raw(`
      CREATE FUNCTION refuse_one_address() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.email = '${broken}' THEN RAISE EXCEPTION 'test refuses %', NEW.email; END IF;
        RETURN NEW;
      END $$;
      CREATE TRIGGER refuse_one_address BEFORE INSERT ON users
        FOR EACH ROW EXECUTE FUNCTION refuse_one_address();`),
    );
    try {
      const answer = await send(
        t.app,
        '/auth/registration',
        { email: broken, password: GOOD_PASSWORD, name: 'B' },
        { locale: 'en' },
      );
      expect(answer.status).toBe(201);
      expect(answer.body.email).toBe(broken);
      await expect.poll(() => logged.join(''), { timeout: 5000 }).toContain('test refuses');
      const line = JSON.parse(logged.find((entry) => entry.includes('test refuses')) as string);
      expect(line).toMatchObject({
        level: 50,
        msg: 'work after the answer failed',
        route: '/api/v1/auth/registration',
      });
      expect(t.smtp.pendingFor(broken)).toEqual([]);
    } finally {
      await t.database.db.execute(
        sql.raw('DROP TRIGGER refuse_one_address ON users; DROP FUNCTION refuse_one_address();'),
      );
    }
  });
});
