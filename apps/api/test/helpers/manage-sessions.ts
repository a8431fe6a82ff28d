// The back office's session tests share this: an app on a clock they move, and a venue whose hall has a published
// plan (categories c1 and c2 with seats, a zone z1 of c1), a performance of 2 hours, and a manager of that venue.
import type { Db } from '@afisha/db';
import { performances } from '@afisha/db';
import { eq } from '@afisha/db/orm';
import type { Clock } from '../../src/lib/clock.ts';
import { createHall } from '../factories/hall.factory.ts';
import { type ManageClient, manageClient } from './manager.ts';
import type { TestApp } from './test-app.ts';

export const START = new Date('2030-01-10T09:00:00Z');

export function movableClock(start = START) {
  let now = start;
  const clock: Clock & { set(at: Date): void } = {
    now: () => now,
    set(at) {
      now = at;
    },
  };
  return clock;
}

export async function managedHall(t: TestApp, options: { timezone?: string; locale?: string } = {}) {
  const db: Db = t.database.db;
  const hall = await createHall(db, {
    sections: [{ name: { ru: 'Партер' }, rows: 2, seatsPerRow: 5, category: (row) => row }],
    zones: [{ name: { ru: 'Танцпол' }, capacity: 50, category: 0 }],
  });
  await db.update(performances).set({ durationMinutes: 120 }).where(eq(performances.id, hall.performance.id));
  const manager: ManageClient = await manageClient(
    t.app,
    db,
    { kind: 'manager', venues: [hall.venue.venue.id] },
    options.locale ?? 'en',
  );
  const base = {
    performance: hall.performance.id,
    hall: hall.venue.hall.id,
    prices: [
      { category: 'c1', price: 1000 },
      { category: 'c2', price: 500.5 },
    ],
  };
  return { hall, manager, base, db };
}
