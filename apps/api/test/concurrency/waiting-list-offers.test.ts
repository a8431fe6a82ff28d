// [CONCURRENCY] Eight sweeps (as from several API processes) make the waiting list's offers at the same moment after
// seats came back: each person in the queue is offered once, with one mail, and no more places are offered than came
// back. The control makes the same offers without the per-session advisory lock and offers people twice.
import { waitingListEntries, waitingListMails } from '@afisha/db';
import { describe, expect, it } from 'vitest';
import { createWaitingListRepository } from '../../src/modules/waiting-list/waiting-list.repository.ts';
import { createRaceApp, DATABASE_URL, NEEDS_POSTGRES, type RaceApp } from './race.ts';

const SWEEPS = 8;
const MINUTE = 60_000;

async function race(app: RaceApp, racy: boolean) {
  const { db } = app.database;
  const hall = app.hall;
  // Four people wait for two places each; the hall has six free seats, so three of them can be offered.
  for (const [i, email] of ['a', 'b', 'c', 'd'].entries()) {
    await db.insert(waitingListEntries).values({
      performanceId: hall.event.performanceId,
      eventId: hall.event.id,
      email: `${email}@example.com`,
      quantity: 2,
      createdAt: new Date(Date.UTC(2030, 0, 1, 0, i)),
    });
  }
  // The control holds every sweep between its read and its writes until all eight have read (or a few seconds have
  // passed), so they all act on the same queue.
  let arrived = 0;
  let release = () => {};
  const everyoneRead = new Promise<void>((resolve) => {
    release = resolve;
    setTimeout(resolve, 5_000).unref();
  });
  const afterRead = async () => {
    arrived += 1;
    if (arrived === SWEEPS) release();
    await everyoneRead;
  };
  const repository = createWaitingListRepository(db, racy ? { racyOffers: { afterRead } } : {});
  const now = app.clock.now();
  const made = await Promise.all(
    Array.from({ length: SWEEPS }, () => repository.makeOffers(now, 30 * MINUTE)),
  );
  return {
    offers: made.reduce((sum, n) => sum + n, 0),
    mails: (await db.select().from(waitingListMails)).length,
  };
}

describe.skipIf(!DATABASE_URL)(`waiting list offers from eight sweeps at once ${NEEDS_POSTGRES}`, () => {
  const small = { sections: [{ name: { ru: 'Зал' }, rows: 1, seatsPerRow: 6 }] };

  it('offers each person once: three offers, three mails', async () => {
    const app = await createRaceApp({ hall: small });
    try {
      expect(await race(app, false)).toEqual({ offers: 3, mails: 3 });
    } finally {
      await app.t.close();
    }
  });

  it('control: without the lock the same people are offered again', async () => {
    const app = await createRaceApp({ hall: small });
    try {
      const result = await race(app, true);
      expect(result.mails).toBeGreaterThan(3);
    } finally {
      await app.t.close();
    }
  });
});
