import { describe, expect, it } from 'vitest';
import { refusalOf } from './hold-refusal';

const status = (code: number, body: unknown) => ({
  ok: false as const,
  reason: 'status' as const,
  status: code,
  body,
});

describe('why the API refused a hold', () => {
  it('reads seats someone else took, with their ids', () => {
    expect(
      refusalOf(status(409, { detail: 'Эти места уже заняты', code: 'places_taken', places: [5, 6] })),
    ).toEqual({ kind: 'taken', seats: [5, 6] });
    expect(refusalOf(status(409, { detail: '…', code: 'places_taken' }))).toEqual({
      kind: 'taken',
      seats: [],
    });
  });

  it('reads a full zone with the places left, and a closed sale', () => {
    expect(refusalOf(status(409, { detail: '…', code: 'zone_full', remaining: 2 }))).toEqual({
      kind: 'zone_full',
      remaining: 2,
    });
    expect(refusalOf(status(409, { detail: '…', code: 'not_on_sale' }))).toEqual({ kind: 'not_on_sale' });
  });

  it('reads the limit of the visitor network on a session, and on new carts', () => {
    expect(refusalOf(status(409, { detail: '…', code: 'hold_limit', reason: 'event' }))).toEqual({
      kind: 'hold_limit',
      reason: 'event',
    });
    expect(refusalOf(status(409, { detail: '…', code: 'hold_limit', reason: 'carts' }))).toEqual({
      kind: 'hold_limit',
      reason: 'carts',
    });
    expect(refusalOf(status(409, { detail: '…', code: 'hold_limit' }))).toEqual({
      kind: 'hold_limit',
      reason: 'event',
    });
  });

  it('reads the limit per order, keeping the API’s own sentence when it has one', () => {
    expect(
      refusalOf(status(400, { places: ['Не больше 10 мест'], codes: { places: ['too_many_places'] } })),
    ).toEqual({ kind: 'too_many', message: 'Не больше 10 мест' });
    expect(refusalOf(status(400, { codes: { quantity: ['too_many_places'] } }))).toEqual({
      kind: 'too_many',
      message: null,
    });
  });

  it('reads seats, zones or cart lines that are no longer there', () => {
    expect(refusalOf(status(400, { items: ['…'], codes: { items: ['does_not_exist'] } }))).toEqual({
      kind: 'gone',
    });
  });

  it('calls anything else a failure to try again', () => {
    for (const failure of [
      status(409, { detail: '…', code: 'something_new' }),
      status(409, 'not json'),
      status(400, null),
      status(403, { detail: '…', code: 'csrf_failed' }),
      status(500, { detail: '…', code: 'server_error' }),
      { ok: false as const, reason: 'unreachable' as const },
      { ok: false as const, reason: 'invalid_body' as const, status: 200 },
    ]) {
      expect(refusalOf(failure)).toEqual({ kind: 'failed' });
    }
  });
});
