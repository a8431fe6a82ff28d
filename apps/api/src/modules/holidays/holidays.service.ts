// Owns which days /holidays answers: a year, a date range, both (their overlap), or by default the
// current year of the injected clock. A reversed range is the client's mistake, said on date_to.
import type { THoliday, THolidaysQuery, TLocale } from '@afisha/contracts';
import { FieldValidationError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { HolidaysRepository } from './holidays.repository.ts';

export type HolidaysService = {
  list(query: THolidaysQuery, locale: TLocale): Promise<THoliday[]>;
};

// ISO dates compare correctly as strings.
const later = (a: string, b: string) => (a > b ? a : b);
const earlier = (a: string, b: string) => (a < b ? a : b);

export function createHolidaysService(deps: {
  repository: HolidaysRepository;
  clock: Clock;
}): HolidaysService {
  const { repository, clock } = deps;
  return {
    async list(query, locale) {
      const { date_from: dateFrom, date_to: dateTo } = query;
      if (dateFrom && dateTo && dateTo < dateFrom) {
        throw new FieldValidationError([
          {
            field: 'date_to',
            code: 'invalid',
            message: 'dates.range_reversed',
            params: { from: dateFrom },
          },
        ]);
      }
      const ranged = dateFrom !== undefined || dateTo !== undefined;
      const year = query.year ?? (ranged ? undefined : clock.now().getUTCFullYear());
      let from = dateFrom ?? '0001-01-01';
      let to = dateTo ?? '9999-12-31';
      if (year !== undefined) {
        from = later(from, `${year}-01-01`);
        to = earlier(to, `${year}-12-31`);
      }
      if (from > to) return [];
      return repository.listBetween(from, to, locale);
    },
  };
}
