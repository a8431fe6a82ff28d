// Owns reading public holidays between two dates, names in one locale.
import type { THoliday } from '@afisha/contracts';
import { type Db, holidays, type Locale, localizedSql } from '@afisha/db';
import { and, asc, gte, lte } from '@afisha/db/orm';

export type HolidaysRepository = {
  /** Holidays with from <= date <= to (YYYY-MM-DD), by date. */
  listBetween(from: string, to: string, locale: Locale): Promise<THoliday[]>;
};

export function createHolidaysRepository(db: Db): HolidaysRepository {
  return {
    async listBetween(from, to, locale) {
      return db
        .select({ date: holidays.date, name: localizedSql(holidays.name, locale) })
        .from(holidays)
        .where(and(gte(holidays.date, from), lte(holidays.date, to)))
        .orderBy(asc(holidays.date));
    },
  };
}
