// [ACCOUNTS] The purge of ended sign-ins (modules/account/sign-in-purge.ts): a day after they ended, expired
// cookie sessions (not while a cart points at one), expired or used mail links, and whole refresh-token families
// whose newest token expired or that were revoked are deleted in batches; what ended less than a day ago, what is
// live, and every row of a live family stay. Two purges at once (two API processes) delete each row once, and the
// timer (ACCOUNT_PURGE_MINUTES, off in tests) runs it.
import { randomUUID } from 'node:crypto';
import { carts, emailTokens, refreshTokens, sessions } from '@afisha/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignInPurge } from '../../src/modules/account/sign-in-purge.ts';
import { createCustomer } from '../factories/reviews.factory.ts';
import { createTestApp, manualClock, type TestApp } from '../helpers/test-app.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const clock = manualClock();
const silent = { debug: () => {}, warn: () => {} } as never;
let t: TestApp;
let userId: number;

beforeAll(async () => {
  t = await createTestApp({ clock });
  userId = (await createCustomer(t.database.db, {})).id;
});
afterAll(async () => {
  await t?.close();
});

const at = (offsetMs: number) => new Date(clock.now().getTime() + offsetMs);
const purge = (intervalMs = 0) =>
  createSignInPurge({ db: t.database.db, clock, intervalMs, batch: 2, log: silent });

async function addSession(name: string, expiresIn: number) {
  const id = `${name}-${randomUUID()}`;
  await t.database.db.insert(sessions).values({ id, expiresAt: at(expiresIn) });
  return id;
}
async function addLink(label: string, expiresIn: number, usedAgo: number | null = null) {
  await t.database.db.insert(emailTokens).values({
    userId,
    purpose: 'reset',
    tokenHash: `${label}-${randomUUID()}`,
    expiresAt: at(expiresIn),
    usedAt: usedAgo === null ? null : at(-usedAgo),
  });
}
/** A family whose rows expire at the given offsets, revoked `revokedAgo` ago when given. */
async function addFamily(expiresIn: number[], revokedAgo: number | null = null) {
  const familyId = randomUUID();
  for (const offset of expiresIn) {
    await t.database.db.insert(refreshTokens).values({
      userId,
      familyId,
      tokenHash: randomUUID(),
      expiresAt: at(offset),
      revokedAt: revokedAgo === null ? null : at(-revokedAgo),
    });
  }
  return familyId;
}

async function remaining() {
  const { db } = t.database;
  return {
    sessions: (await db.select({ id: sessions.id }).from(sessions)).map((row) => row.id.split('-')[0]).sort(),
    links: (await db.select({ hash: emailTokens.tokenHash }).from(emailTokens))
      .map((row) => row.hash.split('-')[0])
      .sort(),
    families: new Set(
      (await db.select({ id: refreshTokens.familyId }).from(refreshTokens)).map((row) => row.id),
    ),
  };
}

async function clear() {
  const { db } = t.database;
  await db.delete(sessions);
  await db.delete(emailTokens);
  await db.delete(refreshTokens);
}

describe('the sign-in purge', () => {
  it('deletes what ended over a day ago, in batches, and keeps the rest', async () => {
    for (const name of ['old1', 'old2', 'old3', 'old4']) await addSession(name, -2 * DAY);
    await addSession('recent', -HOUR);
    await addSession('live', DAY);
    const carted = await addSession('carted', -2 * DAY);
    await t.database.db.insert(carts).values({ sessionId: carted });

    await addLink('expired', -2 * DAY);
    await addLink('used', DAY, 2 * DAY);
    await addLink('live', DAY);
    await addLink('usedRecently', DAY, HOUR);
    await addLink('expiredRecently', -HOUR);

    const expired = await addFamily([-3 * DAY, -2 * DAY]);
    const live = await addFamily([-2 * DAY, 10 * DAY]);
    const revoked = await addFamily([10 * DAY], 2 * DAY);
    const revokedRecently = await addFamily([10 * DAY], HOUR);
    const expiredRecently = await addFamily([-HOUR]);

    expect(await purge().runOnce()).toEqual({ sessions: 4, emailTokens: 2, refreshFamilies: 2 });
    const left = await remaining();
    expect(left.sessions).toEqual(['carted', 'live', 'recent']);
    expect(left.links).toEqual(['expiredRecently', 'live', 'usedRecently']);
    expect(left.families).toEqual(new Set([live, revokedRecently, expiredRecently]));
    expect(left.families.has(expired) || left.families.has(revoked)).toBe(false);
    // Both rows of the live family stay, the expired rotated one too.
    const liveRows = (await t.database.db.select().from(refreshTokens)).filter(
      (row) => row.familyId === live,
    );
    expect(liveRows).toHaveLength(2);

    expect(await purge().runOnce()).toEqual({ sessions: 0, emailTokens: 0, refreshFamilies: 0 });
    clock.advance(DAY);
    expect(await purge().runOnce()).toEqual({ sessions: 1, emailTokens: 2, refreshFamilies: 2 });
    await clear();
  });

  it('deletes each row once when two processes purge at the same time', async () => {
    for (let i = 0; i < 6; i++) {
      await addSession(`old${i}`, -2 * DAY);
      await addLink(`old${i}`, -2 * DAY);
      await addFamily([-2 * DAY, -3 * DAY]);
    }
    const [a, b] = await Promise.all([purge().runOnce(), purge().runOnce()]);
    expect({
      sessions: a.sessions + b.sessions,
      emailTokens: a.emailTokens + b.emailTokens,
      refreshFamilies: a.refreshFamilies + b.refreshFamilies,
    }).toEqual({ sessions: 6, emailTokens: 6, refreshFamilies: 6 });
    expect(await remaining()).toEqual({ sessions: [], links: [], families: new Set() });
  });

  it('runs on its timer (ACCOUNT_PURGE_MINUTES) until stopped', async () => {
    await addSession('old', -2 * DAY);
    const job = purge(20);
    job.start();
    try {
      const deadline = Date.now() + 5000;
      while ((await remaining()).sessions.length > 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect((await remaining()).sessions).toEqual([]);
    } finally {
      await job.stop();
    }
  });
});
