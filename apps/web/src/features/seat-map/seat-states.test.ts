import { describe, expect, it } from 'vitest';
import { planFixture, statusFixture } from './plan-fixture';
import { buildMapModel } from './seat-map-model';
import {
  applyHold,
  applyRelease,
  applyTaken,
  applyZoneRemaining,
  isUnavailable,
  placesChosen,
  refusalBeforeAsking,
  seatStates,
  stateOf,
} from './seat-states';

const model = buildMapModel(planFixture);

describe('seat states', () => {
  it('reads the status: the visitor’s own, someone else’s, sold, blocked, unpriced, else free', () => {
    const states = seatStates(model, statusFixture, new Set());
    expect(stateOf(states, 1002)).toBe('mine');
    expect(stateOf(states, 1001)).toBe('held');
    expect(stateOf(states, 1011)).toBe('sold');
    expect(stateOf(states, 2003)).toBe('blocked');
    expect(stateOf(states, 1000)).toBe('free');
  });

  it('blocks unpriced seats even before the status arrives', () => {
    const states = seatStates(model, undefined, new Set());
    expect(stateOf(states, 2003)).toBe('blocked');
    expect(stateOf(states, 1001)).toBe('free');
  });

  it('shows a hold on its way only on a seat that is free', () => {
    const states = seatStates(model, statusFixture, new Set([1000, 1001]));
    expect(stateOf(states, 1000)).toBe('pending');
    expect(stateOf(states, 1001)).toBe('held');
  });

  it('tells which states cannot be chosen', () => {
    expect((['free', 'mine', 'pending', 'held', 'sold', 'blocked'] as const).map(isUnavailable)).toEqual([
      false,
      false,
      false,
      true,
      true,
      true,
    ]);
  });
});

describe('changes to the page’s copy of the status', () => {
  it('adds held seats to the visitor’s own and to the held list', () => {
    const next = applyHold(statusFixture, [
      { id: 600, event: 7, seat: 1003, zone: null, quantity: 1, price: 3500, price_kopecks: 350_000 },
    ]);
    expect(next.held).toEqual([1001, 1002, 1003]);
    expect(next.mine).toContainEqual({ seat: 1003, zone: null, quantity: 1, item: 600 });
    expect(placesChosen(next)).toBe(2);
    expect(statusFixture.held).toEqual([1001, 1002]);
  });

  it('takes a zone line’s new total and counts only the added places off the zone', () => {
    const once = applyHold(statusFixture, [
      { id: 700, event: 7, seat: null, zone: 31, quantity: 2, price: 1500, price_kopecks: 150_000 },
    ]);
    expect(once.zones).toEqual([{ id: 31, remaining: 38 }]);
    const twice = applyHold(once, [
      { id: 700, event: 7, seat: null, zone: 31, quantity: 5, price: 1500, price_kopecks: 150_000 },
    ]);
    expect(twice.zones).toEqual([{ id: 31, remaining: 35 }]);
    expect(twice.mine.filter((entry) => entry.zone === 31)).toEqual([
      { seat: null, zone: 31, quantity: 5, item: 700 },
    ]);
    expect(placesChosen(twice)).toBe(6);
  });

  it('ignores lines of another event', () => {
    const next = applyHold(statusFixture, [
      { id: 1, event: 8, seat: 1003, zone: null, quantity: 1, price: 1, price_kopecks: 100 },
    ]);
    expect(next).toEqual(statusFixture);
  });

  it('draws seats someone else took as held', () => {
    expect(applyTaken(statusFixture, [1000, 1001]).held).toEqual([1000, 1001, 1002]);
  });

  it('sets a zone’s places left from a refusal', () => {
    expect(applyZoneRemaining(statusFixture, 31, 1).zones).toEqual([{ id: 31, remaining: 1 }]);
  });

  it('frees released seats and gives released zone places back', () => {
    const withZone = applyHold(statusFixture, [
      { id: 700, event: 7, seat: null, zone: 31, quantity: 3, price: 1500, price_kopecks: 150_000 },
    ]);
    const released = applyRelease(withZone, [501, 700]);
    expect(released.held).toEqual([1001]);
    expect(released.mine).toEqual([]);
    expect(released.zones).toEqual([{ id: 31, remaining: 40 }]);
    expect(applyRelease(statusFixture, [999])).toBe(statusFixture);
  });
});

describe('what may be asked for before asking', () => {
  it('refuses when the sale is closed', () => {
    expect(refusalBeforeAsking({ ...statusFixture, on_sale: false }, 0, 1, 10)).toBe('closed');
  });

  it('refuses past the limit per order, counting held places and holds on their way', () => {
    // The fixture's visitor holds one seat.
    expect(refusalBeforeAsking(statusFixture, 0, 3, 4)).toBeNull();
    expect(refusalBeforeAsking(statusFixture, 1, 3, 4)).toBe('too_many');
    expect(refusalBeforeAsking(statusFixture, 0, 4, 4)).toBe('too_many');
    expect(refusalBeforeAsking(undefined, 0, 4, 4)).toBeNull();
  });
});
