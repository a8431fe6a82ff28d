// Owns what follows an answer of POST /cart/add, as a sequence of effects the seat map supplies: on success the
// page's status takes the held lines, `ticket_selected` fires and the header counter is asked again; on a refusal
// the map draws what it learnt (seats someone took, a zone's places left), asks for a fresh status when its view
// may be stale, and says why in one message. Pure orchestration, so the order and the goal can be tested.
import type { TCartAddResponse, TCartLine } from '@afisha/contracts';
import type { AnalyticsGoal } from '@/lib/analytics';
import type { ApiSendResult } from '@/lib/api-client';
import { refusalOf } from './hold-refusal';

export type HoldMessage =
  | { kind: 'taken'; seats: number[] }
  | { kind: 'zone_full'; remaining: number }
  | { kind: 'closed' }
  | { kind: 'hold_limit'; reason: 'event' | 'carts' }
  | { kind: 'too_many'; message: string | null }
  | { kind: 'failed' };

export type HoldEffects = {
  applyHold(lines: TCartLine[]): Promise<void>;
  applyTaken(seatIds: number[]): Promise<void>;
  applyZoneRemaining(remaining: number): Promise<void>;
  refreshStatus(): void;
  reachGoal(goal: AnalyticsGoal): void;
  refreshCartCount(): void;
  say(message: HoldMessage): void;
};

/**
 * Settles one hold. `asked` are the seats the request named (a 409 without ids means those); `zone` says the request
 * was for zone places. Resolves true when the places are held.
 */
export async function settleHold(
  result: ApiSendResult<TCartAddResponse | undefined>,
  asked: { seats: number[]; zone: boolean },
  effects: HoldEffects,
): Promise<boolean> {
  if (result.ok) {
    if (!result.data) return false;
    await effects.applyHold(result.data.items);
    effects.reachGoal('ticket_selected');
    effects.refreshCartCount();
    return true;
  }
  const refusal = refusalOf(result);
  switch (refusal.kind) {
    case 'taken': {
      const seats = refusal.seats.length > 0 ? refusal.seats : asked.seats;
      await effects.applyTaken(seats);
      effects.say({ kind: 'taken', seats });
      break;
    }
    case 'zone_full':
      if (asked.zone) await effects.applyZoneRemaining(refusal.remaining);
      effects.say({ kind: 'zone_full', remaining: refusal.remaining });
      break;
    case 'not_on_sale':
      effects.refreshStatus();
      effects.say({ kind: 'closed' });
      break;
    case 'hold_limit':
      effects.say({ kind: 'hold_limit', reason: refusal.reason });
      break;
    case 'too_many':
      effects.say({ kind: 'too_many', message: refusal.message });
      break;
    case 'gone':
    case 'failed':
      effects.refreshStatus();
      effects.say({ kind: 'failed' });
      break;
  }
  return false;
}
