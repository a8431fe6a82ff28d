// The session both rush benches play on (bench:holds, bench:onsale): a fresh PostgreSQL database cloned from the
// migrated template, one 2,000-seat hall (50 rows of 40, one price) whose session is a month ahead, its seats row by
// row, and the database's own URL for the API processes the bench starts.
import { createTestDatabase, type Database, type Db } from '@afisha/db';
import { sql } from '@afisha/db/orm';
import { createHall, type Hall } from '../../apps/api/test/factories/hall.factory.ts';

const ROWS = 50;
const PER_ROW = 40;

export type RushSession = { database: Database; db: Db; benchUrl: URL; hall: Hall; seats: number[] };

export async function openRushSession(databaseUrl: string, poolMax: number): Promise<RushSession> {
  const database = await createTestDatabase({ poolMax });
  const { db } = database;
  const name = (await db.execute<{ name: string }>(sql`SELECT current_database() AS name`)).rows[0]?.name;
  const benchUrl = new URL(databaseUrl);
  benchUrl.pathname = `/${name}`;
  const hall = await createHall(db, {
    sections: [{ name: { ru: 'Партер' }, kind: 'parterre', rows: ROWS, seatsPerRow: PER_ROW }],
    categories: [{ name: { ru: 'Партер' }, color: '#C62828', price: 250_000 }],
    startsAt: new Date(Date.now() + 30 * 86_400_000),
  });
  // Best seats first: row 1 from the middle outwards would be nicer; row by row is enough for overlap.
  const seats = hall.seats.sort((a, b) => a.row - b.row || a.seat - b.seat).map((seat) => seat.id);
  return { database, db, benchUrl, hall, seats };
}
