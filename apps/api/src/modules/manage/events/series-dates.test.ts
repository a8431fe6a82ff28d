import { describe, expect, it } from 'vitest';
import { FieldValidationError } from '../../../lib/app-error.ts';
import { expandSeriesDates, isoWeekday } from './series-dates.ts';

const issuesOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof FieldValidationError) return error.issues;
    throw error;
  }
  throw new Error('no field error');
};

describe('the weekly rule of a series', () => {
  it('walks the chosen weekdays at every time, from and until inclusive, sorted', () => {
    // 2030-03-01 is a Friday.
    expect(isoWeekday('2030-03-01')).toBe(5);
    const dates = expandSeriesDates({
      days: [5, 6],
      times: ['19:00', '12:00'],
      from: '2030-03-01',
      until: '2030-03-09',
    });
    expect(dates).toEqual([
      '2030-03-01T12:00',
      '2030-03-01T19:00',
      '2030-03-02T12:00',
      '2030-03-02T19:00',
      '2030-03-08T12:00',
      '2030-03-08T19:00',
      '2030-03-09T12:00',
      '2030-03-09T19:00',
    ]);
  });

  it('skips except dates, and Sunday is 7', () => {
    const dates = expandSeriesDates({
      days: [7],
      times: ['18:00'],
      from: '2030-03-01',
      until: '2030-03-31',
      except: ['2030-03-10', '2030-03-24'],
    });
    expect(dates).toEqual(['2030-03-03T18:00', '2030-03-17T18:00', '2030-03-31T18:00']);
  });

  it('refuses until before from, an empty result, a span over two years and more than the limit', () => {
    expect(
      issuesOf(() =>
        expandSeriesDates({ days: [1], times: ['19:00'], from: '2030-03-02', until: '2030-03-01' }),
      ),
    ).toMatchObject([{ field: 'dates.until', message: 'field.series_until_before_from' }]);
    expect(
      issuesOf(() =>
        expandSeriesDates({ days: [1], times: ['19:00'], from: '2030-03-05', until: '2030-03-06' }),
      ),
    ).toMatchObject([{ field: 'dates', message: 'field.series_no_dates' }]);
    expect(
      issuesOf(() =>
        expandSeriesDates({ days: [1], times: ['19:00'], from: '2030-01-01', until: '2033-01-01' }),
      ),
    ).toMatchObject([{ field: 'dates.until', code: 'max_value' }]);
    const everyDay = {
      days: [1, 2, 3, 4, 5, 6, 7],
      times: ['10:00', '14:00', '19:00'],
      from: '2030-01-01',
      until: '2030-12-31',
    };
    expect(issuesOf(() => expandSeriesDates(everyDay))).toMatchObject([
      { field: 'dates', code: 'max_length', params: { max: 500 } },
    ]);
    expect(expandSeriesDates({ ...everyDay, until: '2030-06-15' }).length).toBe(166 * 3);
  });

  it('takes a list as given, in its order, and refuses a date twice', () => {
    expect(expandSeriesDates(['2030-03-02T19:00', '2030-03-01T19:00'])).toEqual([
      '2030-03-02T19:00',
      '2030-03-01T19:00',
    ]);
    expect(issuesOf(() => expandSeriesDates(['2030-03-01T19:00', '2030-03-01T19:00']))).toMatchObject([
      { field: 'dates.1', code: 'unique' },
    ]);
    expect(issuesOf(() => expandSeriesDates(['2030-03-01T19:00', '2030-03-02T19:00'], 1))).toMatchObject([
      { field: 'dates', code: 'max_length' },
    ]);
  });
});
