'use client';
// What choosing does: a free seat is held at once (POST /cart/add), a chosen one released (POST /cart/delete), zone
// places added by quantity. The page's copy of the status is updated from each answer (polls still in flight are
// dropped, so a stale one cannot undo it), the header's counter is asked again, `ticket_selected` fires on every
// hold, and screen readers hear what happened. Refusals become one message in the page language: a seat someone
// just took (and it is drawn taken), a full zone, the limit per order, a closed sale, or a failure to try again.
import type { TPlacesStatus } from '@afisha/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useRef, useState } from 'react';
import { reachGoal } from '@/lib/analytics';
import { refreshCartCount } from '@/lib/cart-count';
import { holdSeats, holdZonePlaces, releaseItems } from '../api/places.api';
import { refusalOf } from '../hold-refusal';
import type { MapModel } from '../seat-map-model';
import { applyHold, applyRelease, applyTaken, applyZoneRemaining, refusalBeforeAsking } from '../seat-states';
import { type HoldEffects, settleHold } from '../settle-hold';
import { useSeatTexts } from './use-seat-texts';

export type MapMessage = { id: number; text: string };

type Options = {
  eventId: number;
  statusKey: readonly unknown[];
  model: MapModel;
  maxPerOrder: number;
};

export function useHoldActions({ eventId, statusKey, model, maxPerOrder }: Options) {
  const t = useTranslations('SeatMap');
  const locale = useLocale();
  const texts = useSeatTexts();
  const queryClient = useQueryClient();
  const [pendingSeats, setPendingSeats] = useState<ReadonlySet<number>>(() => new Set());
  const [busyItems, setBusyItems] = useState<ReadonlySet<number>>(() => new Set());
  const [busyZones, setBusyZones] = useState<ReadonlySet<number>>(() => new Set());
  const [message, setMessage] = useState<MapMessage | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const messageIds = useRef(0);

  const say = useCallback((text: string) => {
    messageIds.current += 1;
    setMessage({ id: messageIds.current, text });
  }, []);
  const dismiss = useCallback(() => setMessage(null), []);

  const currentStatus = () => queryClient.getQueryData<TPlacesStatus>(statusKey);

  const patchStatus = useCallback(
    async (update: (status: TPlacesStatus) => TPlacesStatus) => {
      await queryClient.cancelQueries({ queryKey: statusKey });
      queryClient.setQueryData<TPlacesStatus>(statusKey, (current) => (current ? update(current) : current));
    },
    [queryClient, statusKey],
  );
  const refreshStatus = useCallback(
    () => queryClient.invalidateQueries({ queryKey: statusKey }),
    [queryClient, statusKey],
  );

  const placeOf = (seatId: number) => {
    const seat = model.byId.get(seatId);
    return seat ? texts.place({ section: seat.section, row: seat.row, seat: seat.number }) : String(seatId);
  };

  /** The visitor may add `quantity` more places here: else says why not. */
  const mayAdd = (quantity: number): boolean => {
    const refusal = refusalBeforeAsking(currentStatus(), pendingSeats.size, quantity, maxPerOrder);
    if (refusal === 'closed') say(t('closedMessage'));
    else if (refusal === 'too_many') say(t('tooMany', { max: maxPerOrder }));
    return refusal === null;
  };

  const effectsFor = (zone?: { id: number; name: string }): HoldEffects => ({
    applyHold: (lines) => patchStatus((status) => applyHold(status, lines)),
    applyTaken: (seatIds) => patchStatus((status) => applyTaken(status, seatIds)),
    applyZoneRemaining: async (remaining) => {
      if (zone) await patchStatus((status) => applyZoneRemaining(status, zone.id, remaining));
    },
    refreshStatus: () => void refreshStatus(),
    reachGoal,
    refreshCartCount,
    say: (message) => {
      switch (message.kind) {
        case 'taken':
          say(
            t('takenMessage', { count: message.seats.length, places: message.seats.map(placeOf).join('; ') }),
          );
          break;
        case 'zone_full':
          say(t('zoneFull', { zone: zone?.name ?? '', remaining: message.remaining }));
          break;
        case 'closed':
          say(t('closedMessage'));
          break;
        case 'hold_limit':
          say(t(message.reason === 'carts' ? 'holdLimitCarts' : 'holdLimitEvent'));
          break;
        case 'too_many':
          say(message.message ?? t('tooMany', { max: maxPerOrder }));
          break;
        case 'failed':
          say(t('holdFailed'));
          break;
      }
    },
  });

  const holdSeat = async (seatId: number) => {
    if (pendingSeats.has(seatId) || !mayAdd(1)) return;
    setPendingSeats((current) => new Set(current).add(seatId));
    try {
      const result = await holdSeats(eventId, [seatId], locale);
      if (await settleHold(result, { seats: [seatId], zone: false }, effectsFor())) {
        setMessage(null);
        setAnnouncement(t('announceChosen', { place: placeOf(seatId) }));
      }
    } finally {
      setPendingSeats((current) => {
        const next = new Set(current);
        next.delete(seatId);
        return next;
      });
    }
  };

  const release = async (item: number, place: string) => {
    if (busyItems.has(item)) return;
    setBusyItems((current) => new Set(current).add(item));
    try {
      const result = await releaseItems([item], locale);
      const refusal = result.ok ? null : refusalOf(result);
      // `gone`: the line had already ended (the hold ran out): it is released all the same.
      if (result.ok || refusal?.kind === 'gone') {
        await patchStatus((status) => applyRelease(status, [item]));
        refreshCartCount();
        setMessage(null);
        setAnnouncement(t('announceReleased', { place }));
        if (!result.ok) void refreshStatus();
      } else {
        say(t('releaseFailed'));
      }
    } finally {
      setBusyItems((current) => {
        const next = new Set(current);
        next.delete(item);
        return next;
      });
    }
  };

  /** A click or Enter on a seat: hold it when free, release it when it is the visitor's. */
  const toggleSeat = (seatId: number) => {
    const status = currentStatus();
    const mine = status?.mine.find((entry) => entry.seat === seatId);
    if (mine) {
      void release(mine.item, placeOf(seatId));
      return;
    }
    void holdSeat(seatId);
  };

  const addZonePlaces = async (zone: { id: number; name: string }, quantity: number) => {
    if (busyZones.has(zone.id) || !mayAdd(quantity)) return false;
    setBusyZones((current) => new Set(current).add(zone.id));
    try {
      const result = await holdZonePlaces(eventId, zone.id, quantity, locale);
      const held = await settleHold(result, { seats: [], zone: true }, effectsFor(zone));
      if (held) {
        setMessage(null);
        setAnnouncement(t('announceChosen', { place: t('zoneLine', { zone: zone.name, count: quantity }) }));
      }
      return held;
    } finally {
      setBusyZones((current) => {
        const next = new Set(current);
        next.delete(zone.id);
        return next;
      });
    }
  };

  return {
    pendingSeats,
    busyItems,
    busyZones,
    message,
    dismiss,
    announcement,
    toggleSeat,
    release,
    addZonePlaces,
  };
}
