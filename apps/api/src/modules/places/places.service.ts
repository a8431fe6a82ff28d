// Owns the rules of an event's seat map: which events have one (a published performance's event
// that has not started: otherwise 404), the static plan with its version (a fingerprint of the
// answer, so clients and caches can tell when prices or seats changed), kept for a few seconds in
// process per event and language, and the live status, never cached.
import { createHash } from 'node:crypto';
import type { TEventPlaces, TLocale, TPlacesPlan, TPlacesStatus } from '@afisha/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { createTtlCache } from '../../lib/ttl-cache.ts';
import type { CartOwner } from '../cart/cart.sql.ts';
import { isOnSale, isPast } from '../cart/sale-window.ts';
import type { PlacesEvent, PlacesRepository } from './places.repository.ts';

export type PlacesService = {
  plan(eventId: number, locale: TLocale): Promise<TPlacesPlan>;
  status(eventId: number, locale: TLocale, owner: CartOwner): Promise<TPlacesStatus>;
  places(eventId: number, locale: TLocale, owner: CartOwner): Promise<TEventPlaces>;
};

/** Plans kept at once (one per event and language); a 1,500-seat plan is about 60 KB. */
const MAX_CACHED_PLANS = 500;

export function createPlacesService(deps: {
  repository: PlacesRepository;
  clock: Clock;
  /** Most places one cart may hold (MAX_SEATS_PER_ORDER); an event may allow fewer. */
  maxPlacesPerOrder: number;
  /** How long a built plan is reused; 0 builds it on every request. */
  cacheMs: number;
}): PlacesService {
  const { repository, clock } = deps;
  const plans = createTtlCache<TPlacesPlan>({ ttlMs: deps.cacheMs, maxEntries: MAX_CACHED_PLANS, clock });

  async function eventWithMap(eventId: number): Promise<PlacesEvent> {
    const event = await repository.findEvent(eventId);
    if (!event || isPast(event, clock.now())) throw new AppError('not_found', 404);
    return event;
  }

  function planOf(event: PlacesEvent, locale: TLocale): Promise<TPlacesPlan> {
    return plans.get(`${event.id}:${locale}`, async () => {
      const plan = await repository.loadPlan(event, locale);
      const body = {
        event: event.id,
        width: plan.width,
        height: plan.height,
        max_per_order: Math.min(deps.maxPlacesPerOrder, event.maxSeatsPerOrder),
        categories: plan.categories,
        sections: plan.sections,
        zones: plan.zones,
      };
      const version = createHash('sha256').update(JSON.stringify(body)).digest('base64url').slice(0, 22);
      return { ...body, version };
    });
  }

  async function statusOf(event: PlacesEvent, version: string, owner: CartOwner): Promise<TPlacesStatus> {
    const now = clock.now();
    const live = await repository.loadStatus(event, now, owner);
    return { event: event.id, version, on_sale: isOnSale(event, now), ...live };
  }

  return {
    async plan(eventId, locale) {
      return planOf(await eventWithMap(eventId), locale);
    },

    async status(eventId, locale, owner) {
      const event = await eventWithMap(eventId);
      const plan = await planOf(event, locale);
      return statusOf(event, plan.version, owner);
    },

    async places(eventId, locale, owner) {
      const event = await eventWithMap(eventId);
      const plan = await planOf(event, locale);
      return { ...plan, status: await statusOf(event, plan.version, owner) };
    },
  };
}
