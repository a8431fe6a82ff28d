// Owns the cart rules (PRODUCT.md "Cart", "Rules that matter"): what may be held (an event on sale,
// seats of its hall that are sold online, places of its zones), how many (MAX_SEATS_PER_ORDER, and
// the event's own limit), for how long (HOLD_MINUTES from the first place in the cart, never
// extended by adding more), how much of a session one client network may hold at once and how many
// new carts it may open (hold-address.ts: hoarding through many sessions), all of one request or
// none, the cart's content grouped by event, and the header counter. A deadlock or serialization
// failure is retried, never shown to a visitor.
import type {
  TCartAddRequest,
  TCartAddResponse,
  TCartContent,
  TCartEventGroup,
  TCartLine,
  TCartSeatCount,
  TCartServiceLine,
  TCartState,
  TCertificatePreview,
  TEvent,
  TLocale,
  TPaymentMethod,
  TPendingOrder,
  TPromoPreview,
} from '@afisha/contracts';
import type { HoldAddressRules } from '../../config.ts';
import { createTranslator } from '../../i18n/translate.ts';
import { AppError, FieldValidationError } from '../../lib/app-error.ts';
import type { ChangeSubscriber } from '../../lib/change-bus/change-bus.ts';
import type { Clock } from '../../lib/clock.ts';
import { createTtlCache } from '../../lib/ttl-cache.ts';
import type { CartRepository, ContentRow, HoldResult, Line, SalePlan } from './cart.repository.ts';
import type { CartOwner } from './cart.sql.ts';
import { type CartRequester, ownerOf } from './cart-requester.ts';
import { addressLimits } from './hold-address.ts';
import { retryingConflicts } from './retry.ts';
import { beforePublicSale, isOnSale } from './sale-window.ts';

export type CartService = {
  countSeats(owner: CartOwner): Promise<TCartSeatCount>;
  /**
   * `forEntry`: the places a waiting-list offer keeps for this entry may be taken (it is claiming them). A claimed
   * session (cart-requester.ts) is read by the hold's own statement when it can be. `clientIp`: the request's
   * address, whose network's limits apply (none: a hold no visitor's request makes, such as an offer's).
   */
  add(
    owner: CartRequester,
    body: TCartAddRequest,
    locale: TLocale,
    options?: { forEntry?: number; clientIp?: string },
  ): Promise<TCartAddResponse>;
  remove(owner: CartOwner, itemIds: number[]): Promise<TCartState>;
  clear(owner: CartOwner): Promise<TCartState>;
  content(owner: CartOwner, locale: TLocale): Promise<TCartContent>;
};

export type CartRules = {
  holdMs: number;
  /** Places one cart (one order) may hold; an event may allow fewer. */
  maxPlacesPerOrder: number;
  /** What one client network may hold (hold-address.ts); absent: no such limits. */
  perAddress?: HoldAddressRules;
};

const roubles = (kopecks: number) => Math.round(kopecks) / 100;

export function createCartService(deps: {
  repository: CartRepository;
  clock: Clock;
  rules: CartRules;
  /** How long an event's sale facts and seats are reused; 0 (tests) reads them for every request. */
  planCacheMs?: number;
  /** Change notices (a plan, its prices, the session's sale) that drop the kept sale facts in every process. */
  changes?: ChangeSubscriber;
  /** The visitor's order waiting for payment, shown beside the cart (checkout owns it). */
  pendingOrder?: (owner: CartOwner) => Promise<TPendingOrder | null>;
  /** Whether the visitor unlocked the event's sale with an early-access key (early-access.service.ts). */
  unlocked?: (owner: CartOwner, eventId: number) => Promise<boolean>;
  /** The extra services of the cart (services.service.ts), for GET /cart/content; their sum is in the total. */
  servicesOf?: (owner: CartOwner, locale: TLocale) => Promise<TCartServiceLine[]>;
  /** The applied promo code's discount on the cart (promo-codes.service.ts), for GET /cart/content. */
  promoPreview?: (owner: CartOwner) => Promise<TPromoPreview | null>;
  /** The gift certificate the cart applied and what it pays of `toPayKopecks` (certificates.service.ts). */
  certificatePreview?: (owner: CartOwner, toPayKopecks: number) => Promise<TCertificatePreview | null>;
  /** The ways to pay the current payment provider takes (checkout owns the providers). */
  paymentMethods?: readonly TPaymentMethod[];
}): CartService {
  const { repository, clock, rules } = deps;

  function stateOf(count: number, expiresAt: Date | null, now: Date): TCartState {
    if (count === 0 || expiresAt === null) return { count: 0, expires_at: null, seconds_left: null };
    return {
      count,
      expires_at: expiresAt.toISOString(),
      seconds_left: Math.max(0, Math.ceil((expiresAt.getTime() - now.getTime()) / 1000)),
    };
  }

  const lineOf = (line: Line): TCartLine => ({
    id: line.id,
    event: line.eventId,
    seat: line.seatId,
    zone: line.zoneId,
    quantity: line.quantity,
    price: roubles(line.priceKopecks),
    price_kopecks: line.priceKopecks,
  });

  /** 409 naming the seats ("Партер, ряд 5, место 12; …") in the visitor's language, in seat order. */
  function refuseTaken(seatIds: number[], event: SalePlan, locale: TLocale): never {
    const t = createTranslator(locale);
    const seats = seatIds
      .flatMap((id) => event.seats.get(id) ?? [])
      .sort((a, b) => a.order - b.order)
      .map((seat) => seat.label);
    const places = seats.map((label) => t('cart.seat_label', label)).join('; ');
    throw new AppError('places_taken', 409, { places }, 'cart.places_taken', {
      places: seats.map((label) => label.id),
    });
  }

  /** Turns a refusal of the hold into its answer; returns the held outcome. */
  function settle(
    result: HoldResult,
    event: SalePlan,
    field: 'places' | 'quantity',
    zoneName: string,
    locale: TLocale,
  ) {
    switch (result.kind) {
      case 'held':
        return result;
      case 'taken':
        return refuseTaken(result.seatIds, event, locale);
      case 'zone_full':
        throw new AppError(
          'zone_full',
          409,
          { zone: zoneName, remaining: result.remaining },
          'cart.zone_full',
          { remaining: result.remaining },
        );
      case 'too_many':
        throw new FieldValidationError([{ field, code: 'too_many_places', params: { max: result.max } }]);
      case 'hold_limit':
        throw new AppError('hold_limit', 409, {}, `cart.hold_limit_${result.reason}`, {
          reason: result.reason,
        });
    }
  }

  /** The limits of the request's network on this event, from its size (seats sold online and zone places). */
  function addressLimitsOf(event: SalePlan, clientIp: string | undefined) {
    if (!rules.perAddress) return null;
    return addressLimits(clientIp, event.size, rules.perAddress, clock.now());
  }

  function limitsOf(event: SalePlan) {
    return {
      cart: rules.maxPlacesPerOrder,
      event: Math.min(rules.maxPlacesPerOrder, event.maxSeatsPerOrder),
    };
  }

  // The sale facts and seats of an event are the same for every request on it: kept for a few
  // seconds (CATALOGUE_CACHE_SECONDS), like the catalogue, so a rush on one event reads them once.
  // A price or sale change someone makes drops them in every API process (the change bus); one that comes with time
  // alone shows within that time. The order fixes its own price at checkout.
  const salePlans = createTtlCache<SalePlan | null>({
    ttlMs: deps.planCacheMs ?? 0,
    maxEntries: 200,
    clock,
    ...(deps.changes ? { dropOn: { changes: deps.changes, topics: ['plans', 'prices', 'catalogue'] } } : {}),
  });
  const salePlan = (eventId: number, locale: TLocale) =>
    salePlans.get(`${eventId}:${locale}`, () => repository.loadSalePlan(eventId, locale));

  return {
    // The header counter counts the places of the order waiting for payment too: they are still kept for the
    // visitor, and /cart (where the counter leads) shows that order to pay again.
    async countSeats(owner) {
      const [held, pendingOrder] = await Promise.all([
        repository.countHeldPlaces(owner, clock.now()),
        deps.pendingOrder ? deps.pendingOrder(owner) : null,
      ]);
      return { count: held + (pendingOrder?.count ?? 0) };
    },

    async add(owner, body, locale, options) {
      const seatIds = body.places ?? [];
      const zoneId = body.zone;
      const event = await salePlan(body.event, locale);
      if (!event) {
        throw new FieldValidationError([
          {
            field: 'event',
            code: 'does_not_exist',
            message: 'cart.event_does_not_exist',
            params: { id: body.event },
          },
        ]);
      }
      const unlocked =
        beforePublicSale(event, clock.now()) && (await deps.unlocked?.(await ownerOf(owner), event.id));
      if (!isOnSale(event, clock.now(), unlocked === true)) throw new AppError('not_on_sale', 409);
      const limits = limitsOf(event);

      let outcome: Extract<HoldResult, { kind: 'held' }>;
      if (zoneId === undefined) {
        const unknown = seatIds.filter((id) => !event.seats.has(id));
        if (unknown.length > 0) {
          throw new FieldValidationError([
            {
              field: 'places',
              code: 'does_not_exist',
              message: 'cart.places_do_not_exist',
              params: { ids: unknown.join(', ') },
            },
          ]);
        }
        const offSale = seatIds.filter((id) => {
          const seat = event.seats.get(id);
          return !seat?.sellable || seat.priceKopecks === null;
        });
        if (offSale.length > 0) refuseTaken(offSale, event, locale);
        const seats = seatIds.map((id) => ({ id, priceKopecks: event.seats.get(id)?.priceKopecks ?? 0 }));
        const result = await retryingConflicts(() =>
          repository.holdSeats({
            owner,
            eventId: event.id,
            seats,
            now: clock.now(),
            holdMs: rules.holdMs,
            limits,
            address: addressLimitsOf(event, options?.clientIp),
            exceptEntry: options?.forEntry,
          }),
        );
        outcome = settle(result, event, 'places', '', locale);
      } else {
        const zone = event.zones.get(zoneId);
        if (!zone) {
          throw new FieldValidationError([
            {
              field: 'zone',
              code: 'does_not_exist',
              message: 'cart.zone_does_not_exist',
              params: { id: zoneId },
            },
          ]);
        }
        const quantity = body.quantity ?? 0;
        if (zone.priceKopecks === null || zone.capacity === null) {
          throw new AppError('zone_full', 409, { zone: zone.name, remaining: 0 }, 'cart.zone_full', {
            remaining: 0,
          });
        }
        const priceKopecks = zone.priceKopecks;
        const known = await ownerOf(owner);
        await repository.adoptSessionCart(known, clock.now());
        const result = await retryingConflicts(() =>
          repository.holdZone({
            owner: known,
            eventId: event.id,
            zoneId,
            quantity,
            priceKopecks,
            now: clock.now(),
            holdMs: rules.holdMs,
            limits,
            address: addressLimitsOf(event, options?.clientIp),
          }),
        );
        outcome = settle(result, event, 'quantity', zone.name, locale);
      }
      return { ...stateOf(outcome.count, outcome.expiresAt, clock.now()), items: outcome.lines.map(lineOf) };
    },

    async remove(owner, itemIds) {
      const { missing } = await retryingConflicts(async () =>
        repository.deleteLines(await repository.ownCart(owner, clock.now()), itemIds, clock.now()),
      );
      if (missing.length > 0) {
        throw new FieldValidationError([
          {
            field: 'items',
            code: 'does_not_exist',
            message: 'cart.items_do_not_exist',
            params: { ids: missing.join(', ') },
          },
        ]);
      }
      const now = clock.now();
      const state = await repository.state(owner, now);
      return stateOf(state.count, state.expiresAt, now);
    },

    async clear(owner) {
      await retryingConflicts(async () => repository.clear(await repository.ownCart(owner, clock.now())));
      return stateOf(0, null, clock.now());
    },

    async content(owner, locale) {
      const now = clock.now();
      const [rows, state, pendingOrder, services, promocode] = await Promise.all([
        repository.content(owner, now, locale),
        repository.state(owner, now),
        deps.pendingOrder ? deps.pendingOrder(owner) : null,
        deps.servicesOf ? deps.servicesOf(owner, locale) : [],
        deps.promoPreview ? deps.promoPreview(owner) : null,
      ]);
      const events = groupedByEvent(rows);
      const pending = pendingOrder
        ? {
            ...pendingOrder,
            events: groupedByEvent(await repository.orderContent(pendingOrder.id, now, locale)),
          }
        : null;
      const total =
        events.reduce((sum, group) => sum + group.total_kopecks, 0) +
        services.reduce((sum, line) => sum + line.total_kopecks, 0);
      // The promo code takes its discount off the tickets, then a gift certificate pays what it can of the rest.
      const afterPromo = total - (promocode?.discount_kopecks ?? 0);
      const certificate =
        events.length > 0 && deps.certificatePreview
          ? await deps.certificatePreview(owner, afterPromo)
          : null;
      const toPay = afterPromo - (certificate?.applied_kopecks ?? 0);
      return {
        ...stateOf(state.count, state.expiresAt, now),
        events,
        total: roubles(total),
        total_kopecks: total,
        pending_order: pending,
        services,
        promocode,
        certificate,
        to_pay: roubles(toPay),
        to_pay_kopecks: toPay,
        payment_methods: [...(deps.paymentMethods ?? ['card'])],
      };
    },
  };
}

/** Lines (in session and seat order) grouped by session, with each session's count and total. */
function groupedByEvent(rows: readonly ContentRow[]): TCartEventGroup[] {
  const groups = new Map<number, TCartEventGroup>();
  for (const row of rows) {
    let group = groups.get(row.eventId);
    if (!group) {
      group = groupOf(row);
      groups.set(row.eventId, group);
    }
    group.items.push(itemOf(row));
    group.count += row.quantity;
    group.total_kopecks += row.priceKopecks * row.quantity;
    group.total = roubles(group.total_kopecks);
  }
  return [...groups.values()];
}

function groupOf(row: ContentRow): TCartEventGroup {
  return {
    event: row.event as TEvent,
    performance: {
      id: row.performanceId,
      slug: row.performanceSlug,
      title: row.performanceTitle,
      original_image: row.performanceImage,
    },
    venue: { id: row.venueId, slug: row.venueSlug, name: row.venueName, address: row.venueAddress },
    requires_names: Boolean(row.requiresNames),
    items: [],
    count: 0,
    total: 0,
    total_kopecks: 0,
  };
}

function itemOf(row: ContentRow): TCartEventGroup['items'][number] {
  const isSeat = row.seatId !== null;
  return {
    id: row.id,
    kind: isSeat ? 'seat' : 'zone',
    seat: isSeat
      ? { id: row.seatId as number, section: row.section ?? '', row: row.row ?? '', seat: row.seat ?? '' }
      : null,
    zone: isSeat ? null : { id: row.zoneId as number, name: row.zoneName ?? '' },
    category: { id: row.categoryId, name: row.categoryName, color: row.categoryColor },
    quantity: row.quantity,
    price: roubles(row.priceKopecks),
    price_kopecks: row.priceKopecks,
    total: roubles(row.priceKopecks * row.quantity),
    total_kopecks: row.priceKopecks * row.quantity,
  };
}
