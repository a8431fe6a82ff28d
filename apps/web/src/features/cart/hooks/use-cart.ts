'use client';
import type { TCartEventGroup } from '@afisha/contracts';
// The cart page's state: its content through TanStack Query (asked again when the visitor comes back to the tab),
// the countdown to the hold's end from the server's seconds_left, and what happens at zero: the API is asked
// again; when the places are gone the page says so, `expired_pre_reservation` fires once and the header counter
// follows. Removing a line and clearing the cart ask the content and the counter again.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { reachGoal } from '@/lib/analytics';
import { refreshCartCount } from '@/lib/cart-count';
import { deadlineFrom } from '@/lib/countdown';
import { useCountdown } from '@/lib/use-countdown';
import { type CartRead, clearCart, fetchCartContent, removeCartItems } from '../api/cart.api';
import { type HeldCart, minuteAnnouncement, noticeExpiry } from '../cart-view';

/** When the server still counts a second or so at our zero, ask again after this long. */
const EXPIRY_RECHECK_MS = 1000;

export function useCart() {
  const locale = useLocale();
  const queryClient = useQueryClient();
  const queryKey = ['cart', 'content', locale] as const;
  const query = useQuery<CartRead>({
    queryKey,
    queryFn: () => fetchCartContent(locale),
    refetchOnWindowFocus: true,
    retry: 1,
  });
  const content = query.data?.content;
  const secondsLeft = useCountdown(
    content && content.count > 0 ? content.seconds_left : null,
    query.data?.asOf ?? 0,
  );

  const [expired, setExpired] = useState<TCartEventGroup[] | null>(null);
  const [busyItems, setBusyItems] = useState<ReadonlySet<number>>(() => new Set());
  const [clearing, setClearing] = useState(false);
  const [failure, setFailure] = useState<'remove' | 'clear' | null>(null);
  const [minutesAnnounced, setMinutesAnnounced] = useState<number | null>(null);

  // The hold's end: ask the API what is left (again a moment later while it still holds something).
  const refetch = query.refetch;
  const ended = secondsLeft === 0;
  useEffect(() => {
    if (!ended || !content || content.count === 0) return;
    const timer = setTimeout(() => void refetch(), content.seconds_left === 0 ? EXPIRY_RECHECK_MS : 0);
    return () => clearTimeout(timer);
  }, [ended, content, refetch]);

  // Whatever brought the empty cart (that check, a return to the tab), past the deadline it means the hold ended.
  const held = useRef<HeldCart | null>(null);
  useEffect(() => {
    if (!query.data) return;
    const { content: next, asOf } = query.data;
    if (next.count > 0) {
      held.current = { content: next, deadline: deadlineFrom(next.seconds_left ?? 0, asOf) };
      setExpired(null);
      return;
    }
    const before = held.current;
    held.current = null;
    noticeExpiry(before, next, performance.now(), { show: setExpired, reachGoal, refreshCartCount });
  }, [query.data]);

  // Polite announcements as the countdown passes 5 and 1 minutes.
  const previousSeconds = useRef<number | null>(null);
  useEffect(() => {
    const due = minuteAnnouncement(previousSeconds.current, secondsLeft);
    previousSeconds.current = secondsLeft;
    if (due !== null) setMinutesAnnounced(due);
  }, [secondsLeft]);

  const afterChange = useCallback(async () => {
    refreshCartCount();
    await queryClient.invalidateQueries({ queryKey: ['cart', 'content'] });
  }, [queryClient]);

  const remove = async (itemId: number) => {
    if (busyItems.has(itemId)) return;
    setBusyItems((current) => new Set(current).add(itemId));
    setFailure(null);
    try {
      const result = await removeCartItems([itemId], locale);
      // A 400 here means the line is already gone (its hold ended): the fresh content shows it.
      if (!result.ok && result.status !== 400) setFailure('remove');
      await afterChange();
    } finally {
      setBusyItems((current) => {
        const next = new Set(current);
        next.delete(itemId);
        return next;
      });
    }
  };

  const clear = async () => {
    setClearing(true);
    setFailure(null);
    try {
      const result = await clearCart(locale);
      if (!result.ok) setFailure('clear');
      await afterChange();
    } finally {
      setClearing(false);
    }
  };

  return {
    query,
    content,
    secondsLeft,
    expired,
    busyItems,
    clearing,
    failure,
    minutesAnnounced,
    remove,
    clear,
  };
}
