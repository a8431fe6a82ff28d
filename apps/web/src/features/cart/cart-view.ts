// Owns the cart page's pure decisions: the words of one line ("Партер, ряд 5, место 12" or "Танцпол, 2 места"),
// whether a new content means the hold ran out (the countdown ended and the cart that had places is now empty:
// then the visitor is told and `expired_pre_reservation` fires), and which announcement the countdown makes for
// screen readers as it passes 5 and 1 minutes.
import type { TCartContent, TCartEventGroup, TCartItem } from '@afisha/contracts';
import type { AnalyticsGoal } from '@/lib/analytics';

export type CartLineTexts = {
  place: (values: { section: string; row: string; seat: string }) => string;
  zone: (values: { zone: string; count: number }) => string;
};

export function itemPlace(item: TCartItem, texts: CartLineTexts): string {
  if (item.seat) return texts.place({ section: item.seat.section, row: item.seat.row, seat: item.seat.seat });
  return texts.zone({ zone: item.zone?.name ?? '', count: item.quantity });
}

/** A cart that held places, and when (performance.now() clock) its hold was due to end. */
export type HeldCart = { content: TCartContent; deadline: number };

/** The server's seconds are whole: a cart found empty this close to its deadline ran out rather than was emptied. */
export const EXPIRY_TOLERANCE_MS = 1500;

/**
 * The sessions whose places the end of the hold released: the cart held places, the content asked now has none,
 * and the deadline has come. null when nothing expired (the visitor emptied the cart, or it still holds places).
 */
export function releasedByExpiry(
  held: HeldCart | null,
  next: TCartContent,
  nowMs: number,
): TCartEventGroup[] | null {
  if (!held || held.content.count === 0 || next.count > 0) return null;
  return nowMs >= held.deadline - EXPIRY_TOLERANCE_MS ? held.content.events : null;
}

export type ExpiryEffects = {
  show(released: TCartEventGroup[]): void;
  reachGoal(goal: AnalyticsGoal): void;
  refreshCartCount(): void;
};

/** When the new content shows the hold ran out: the visitor is told, the goal fires, the counter follows. */
export function noticeExpiry(
  held: HeldCart | null,
  next: TCartContent,
  nowMs: number,
  effects: ExpiryEffects,
): boolean {
  const released = releasedByExpiry(held, next, nowMs);
  if (!released) return false;
  effects.show(released);
  effects.reachGoal('expired_pre_reservation');
  effects.refreshCartCount();
  return true;
}

/** Minutes left worth announcing (polite, once each): 5 and 1. */
export const ANNOUNCED_MINUTES = [5, 1] as const;

/** The announcement due at `secondsLeft`, if it just crossed one of the thresholds since `previousSeconds`. */
export function minuteAnnouncement(
  previousSeconds: number | null,
  secondsLeft: number | null,
): number | null {
  if (previousSeconds === null || secondsLeft === null) return null;
  for (const minutes of ANNOUNCED_MINUTES) {
    const threshold = minutes * 60;
    if (previousSeconds > threshold && secondsLeft <= threshold && secondsLeft > 0) return minutes;
  }
  return null;
}
