import type { TCartAddResponse } from '@afisha/contracts';
import { describe, expect, it } from 'vitest';
import type { ApiSendResult } from '@/lib/api-client';
import { type HoldEffects, settleHold } from './settle-hold';

function recorder() {
  const calls: string[] = [];
  const effects: HoldEffects = {
    applyHold: async (lines) =>
      void calls.push(`hold:${lines.map((line) => line.seat ?? `z${line.zone}`).join(',')}`),
    applyTaken: async (seats) => void calls.push(`taken:${seats.join(',')}`),
    applyZoneRemaining: async (remaining) => void calls.push(`zone:${remaining}`),
    refreshStatus: () => calls.push('status'),
    reachGoal: (goal) => calls.push(`goal:${goal}`),
    refreshCartCount: () => calls.push('count'),
    say: (message) => calls.push(`say:${JSON.stringify(message)}`),
  };
  return { calls, effects };
}

const held: ApiSendResult<TCartAddResponse> = {
  ok: true,
  data: {
    count: 1,
    expires_at: '2026-11-22T19:00:00.000Z',
    seconds_left: 900,
    items: [{ id: 1, event: 7, seat: 1003, zone: null, quantity: 1, price: 3500, price_kopecks: 350_000 }],
  },
};
const refused = (status: number, body: unknown) => ({
  ok: false as const,
  reason: 'status' as const,
  status,
  body,
});

describe('settling a hold', () => {
  it('on success draws the hold, fires ticket_selected and asks the counter again, in that order', async () => {
    const { calls, effects } = recorder();
    expect(await settleHold(held, { seats: [1003], zone: false }, effects)).toBe(true);
    expect(calls).toEqual(['hold:1003', 'goal:ticket_selected', 'count']);
  });

  it('on a seat someone took draws it taken and says so, without the goal', async () => {
    const { calls, effects } = recorder();
    const result = refused(409, { detail: '…', code: 'places_taken', places: [1003] });
    expect(await settleHold(result, { seats: [1003], zone: false }, effects)).toBe(false);
    expect(calls).toEqual(['taken:1003', 'say:{"kind":"taken","seats":[1003]}']);
  });

  it('takes the asked seats when a 409 names none', async () => {
    const { calls, effects } = recorder();
    await settleHold(
      refused(409, { detail: '…', code: 'places_taken' }),
      { seats: [5], zone: false },
      effects,
    );
    expect(calls[0]).toBe('taken:5');
  });

  it('on a full zone sets its places left and says how many', async () => {
    const { calls, effects } = recorder();
    await settleHold(
      refused(409, { detail: '…', code: 'zone_full', remaining: 2 }),
      { seats: [], zone: true },
      effects,
    );
    expect(calls).toEqual(['zone:2', 'say:{"kind":"zone_full","remaining":2}']);
  });

  it('on the limit of the visitor network says which limit, changing nothing on the map', async () => {
    const { calls, effects } = recorder();
    await settleHold(
      refused(409, { detail: '…', code: 'hold_limit', reason: 'carts' }),
      { seats: [3], zone: false },
      effects,
    );
    expect(calls).toEqual(['say:{"kind":"hold_limit","reason":"carts"}']);
  });

  it('on a closed sale or a failure asks for a fresh status and says so', async () => {
    const closed = recorder();
    await settleHold(
      refused(409, { detail: '…', code: 'not_on_sale' }),
      { seats: [1], zone: false },
      closed.effects,
    );
    expect(closed.calls).toEqual(['status', 'say:{"kind":"closed"}']);
    const failed = recorder();
    await settleHold({ ok: false, reason: 'unreachable' }, { seats: [1], zone: false }, failed.effects);
    expect(failed.calls).toEqual(['status', 'say:{"kind":"failed"}']);
  });

  it('on the limit per order passes the API’s sentence on', async () => {
    const { calls, effects } = recorder();
    const result = refused(400, { places: ['Не больше 10 мест'], codes: { places: ['too_many_places'] } });
    await settleHold(result, { seats: [1], zone: false }, effects);
    expect(calls).toEqual(['say:{"kind":"too_many","message":"Не больше 10 мест"}']);
  });
});
