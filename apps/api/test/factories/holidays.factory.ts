// Builds public holidays for tests.
import { type Db, holidays, type Localized } from '@afisha/db';

export async function createHolidays(db: Db, rows: { date: string; name: Localized }[]) {
  await db.insert(holidays).values(rows);
}
