// Owns the waiting list of a sold-out session (issue 6, "tell me when tickets are back"): joining it only while the
// session has no seat anyone could take now; the offers the sweeper makes when seats come back (hold or order
// expiry, a refund), in the order people joined, each keeping its places for WAITING_LIST_OFFER_MINUTES; the offer
// mail with its links (the entry's id and a key derived from the API's secret); claiming an offer, which holds the
// places in the claimer's cart as any /cart/add does; leaving the list. While an offer lasts, /cart/add refuses
// others the places it keeps: the hold itself weighs them in its transaction (kept-places.sql.ts).
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { TLocale, TWaitingListJoined } from '@afisha/contracts';
import { AppError, FieldValidationError } from '../../lib/app-error.ts';
import type { ChangePublisher } from '../../lib/change-bus/change-bus.ts';
import type { Clock } from '../../lib/clock.ts';
import type { CartOwner } from '../cart/cart.sql.ts';
import type { OrderMail } from '../mail/mail.service.ts';
import type { WaitingListRepository } from './waiting-list.repository.ts';

export type WaitingListService = {
  join(
    owner: CartOwner,
    eventId: number,
    body: { email: string; quantity: number },
    locale: TLocale,
  ): Promise<TWaitingListJoined>;
  /** Holds the offer's places in the claimer's cart; answers how many. */
  claim(
    owner: CartOwner,
    entryId: number,
    key: string,
    locale: TLocale,
  ): Promise<{ count: number; event: number }>;
  leave(entryId: number, key: string): Promise<void>;
  /** The sweeper's step: offers for the seats that came back. */
  makeOffers(): Promise<number>;
  /** The offer mail of an entry (the outbox sends it), or null when the entry is gone. */
  offerMail(entryId: number): Promise<OrderMail | null>;
  /** The key of an entry's links. */
  keyOf(entryId: number): string;
};

export function createWaitingListService(deps: {
  repository: WaitingListRepository;
  clock: Clock;
  offerMs: number;
  keySecret: string;
  /** Public origin of the site, for the links of the mail. */
  siteUrl: string;
  /** Holds places in a cart as POST /cart/add does, the offer's own kept places excepted. */
  hold(owner: CartOwner, eventId: number, seats: number[], locale: TLocale, entryId: number): Promise<void>;
  /** Tells every API process of offers made and claimed (the places they keep). */
  changes?: ChangePublisher;
  /** The session as the mail names it. */
  /** The session in words, and its venue's time zone (the mail's deadline is read on the venue's clock too). */
  describe(
    eventId: number,
    locale: TLocale,
  ): Promise<{ title: string; when: string; timezone: string } | null>;
}): WaitingListService {
  const { repository, clock } = deps;
  const keyOf = (entryId: number) =>
    createHmac('sha256', deps.keySecret).update(`waiting-list:${entryId}`).digest('base64url').slice(0, 32);

  function checked(entryId: number, key: string) {
    const expected = Buffer.from(keyOf(entryId));
    const given = Buffer.from(key);
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      throw new AppError('not_found', 404);
  }

  // From the offers in the database at every call, never a copy: another process may have offered a moment ago.
  const keptBeyond = (eventId: number, wanted: number, exceptEntry?: number) =>
    repository.keptBeyond({ eventId, wanted, now: clock.now(), exceptEntry });

  return {
    keyOf,

    async join(owner, eventId, body, locale) {
      const event = await repository.eventOf(eventId);
      if (!event) throw new AppError('not_found', 404);
      const now = clock.now();
      // Anybody could take a seat now: there is nothing to wait for.
      if (!(await keptBeyond(eventId, 1)) && (await repository.freeSeats(eventId, now, 1)).length > 0) {
        throw new FieldValidationError([{ field: 'non_field_errors', code: 'waiting_list_seats_available' }]);
      }
      const joined = await repository.join({
        eventId,
        performanceId: event.performanceId,
        email: body.email,
        quantity: body.quantity,
        locale,
        owner,
        now,
      });
      return { position: joined.position };
    },

    async claim(owner, entryId, key, locale) {
      checked(entryId, key);
      const entry = await repository.byId(entryId);
      if (!entry) throw new AppError('not_found', 404);
      const now = clock.now();
      if (entry.claimedAt) throw new AppError('conflict', 409, {}, 'waiting_list.claimed');
      if (!entry.offerExpiresAt || entry.offerExpiresAt <= now) {
        throw new AppError('conflict', 409, {}, 'waiting_list.offer_over');
      }
      const seats = await repository.freeSeats(entry.eventId, now, entry.quantity);
      if (seats.length < entry.quantity) throw new AppError('conflict', 409, {}, 'waiting_list.offer_over');
      await deps.hold(owner, entry.eventId, seats, locale, entry.id);
      await repository.markClaimed(entry.id, now);
      await deps.changes?.publish({ topic: 'offers', id: entry.eventId });
      return { count: seats.length, event: entry.eventId };
    },

    async leave(entryId, key) {
      checked(entryId, key);
      if (!(await repository.leave(entryId))) throw new AppError('not_found', 404);
    },

    async makeOffers() {
      const made = await repository.makeOffers(clock.now(), deps.offerMs);
      if (made > 0) await deps.changes?.publish({ topic: 'offers' });
      return made;
    },

    async offerMail(entryId) {
      const entry = await repository.byId(entryId);
      if (!entry?.offerExpiresAt) return null;
      const session = await deps.describe(entry.eventId, entry.locale);
      if (!session) return null;
      const prefix = entry.locale === 'ru' ? '' : `/${entry.locale}`;
      const link = `${deps.siteUrl.replace(/\/+$/, '')}${prefix}/waiting-list?entry=${entry.id}&key=${keyOf(entry.id)}`;
      return {
        to: entry.email,
        content: {
          kind: 'waiting_list_offer',
          locale: entry.locale,
          title: session.title,
          when: session.when,
          count: entry.quantity,
          until: entry.offerExpiresAt.toISOString(),
          timezone: session.timezone,
          link,
        },
      };
    },
  };
}
