import { describe, expect, it } from 'vitest';
import { isReadOnly, lifecycleAction, refusalText } from './record-lifecycle';
import { readRefusal } from './server-errors';

describe("a record's place on the site", () => {
  it('offers archiving a live record, restoring an archived one, and nothing for a new one', () => {
    expect(lifecycleAction({ archived_at: null }, true)).toBe('archive');
    expect(lifecycleAction({ archived_at: '2030-01-10T12:00:00.000Z' }, true)).toBe('restore');
    expect(lifecycleAction(undefined, true)).toBeNull();
    // Someone who may not archive (a manager, on a venue) is offered neither, archived or not.
    expect(lifecycleAction({ archived_at: '2030-01-10T12:00:00.000Z' }, false)).toBeNull();
  });
});

describe("whether a record's editor can change it", () => {
  it('shows an archived record read-only until it is restored; a new or live one is edited', () => {
    expect(isReadOnly({ archived_at: '2030-01-10T12:00:00.000Z' })).toBe(true);
    expect(isReadOnly({ archived_at: null })).toBe(false);
    expect(isReadOnly(undefined)).toBe(false);
  });
});

describe('what a refused archive or restore says', () => {
  it("is the API's sentence: the venue still archived, a stale version, a record in use", () => {
    const venue = readRefusal(
      409,
      { code: 'venue_archived', detail: 'The venue “Closed Theatre” is archived. Restore the venue first.' },
      [],
    );
    expect(refusalText(venue)).toBe('The venue “Closed Theatre” is archived. Restore the venue first.');
    const stale = readRefusal(409, { code: 'version_conflict', detail: 'Reload it.', version: 4 }, []);
    expect(stale.kind).toBe('version_conflict');
    expect(refusalText(stale)).toBe('Reload it.');
    expect(refusalText(readRefusal(409, { code: 'in_use', detail: 'In use (2).', used_by: [] }, []))).toBe(
      'In use (2).',
    );
    const archived = readRefusal(409, { code: 'record_archived', detail: 'This record is archived.' }, []);
    expect(archived).toEqual({ kind: 'record_archived', detail: 'This record is archived.' });
    expect(refusalText(archived)).toBe('This record is archived.');
    expect(refusalText(readRefusal(400, { non_field_errors: ['Bad.'], codes: {} }, []))).toBe('Bad.');
    expect(refusalText(readRefusal(400, { version: ['A whole number.'], codes: {} }, ['version']))).toBe(
      'A whole number.',
    );
  });

  it('is nothing of its own when the API gave no sentence or could not be reached: the caller says "failed"', () => {
    expect(refusalText({ kind: 'unreachable' })).toBeNull();
    expect(refusalText(readRefusal(500, undefined, []))).toBeNull();
    expect(refusalText(readRefusal(409, { code: 'version_conflict' }, []))).toBeNull();
  });
});
