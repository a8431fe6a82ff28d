// Owns the public-holiday contracts (GET /holidays): the days the `weekends` filter counts as
// weekend besides Saturdays and Sundays.
import { z } from 'zod';
import { ZDateParam } from './catalogue-query.ts';
import { queryInteger } from './query-integer.ts';

export const ZHolidaysQuery = z.object({
  year: queryInteger({ min: 1900, max: 2100 })
    .optional()
    .describe('A calendar year; without any parameter, the current year.'),
  date_from: ZDateParam.optional().describe('First day, YYYY-MM-DD, inclusive.'),
  date_to: ZDateParam.optional().describe('Last day, YYYY-MM-DD, inclusive.'),
});
export type THolidaysQuery = z.infer<typeof ZHolidaysQuery>;

export const ZHoliday = z
  .object({ date: z.iso.date().describe('YYYY-MM-DD.'), name: z.string() })
  .meta({ id: 'Holiday' });
export type THoliday = z.infer<typeof ZHoliday>;
export const ZHolidayList = z.array(ZHoliday);
