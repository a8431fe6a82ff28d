// Owns the rules of an event's seat map: which events have one (a published performance's event
// that has not started: otherwise 404), the static plan with its version (when it was read, by the
// database's clock, and a fingerprint of the answer: contracts/plan-version.ts, so clients can tell
// a newer plan from an older one whichever API process answers), kept for a few seconds in process
// per event and language (dropped by change notices), and the live status: what every viewer sees
// alike (the event's sale facts and its seats held, sold, blocked) from a snapshot at most a second
// old shared by all viewers (status-snapshots.ts), the visitor's own holds read for each request.
// The status names the version of the very plan this process holds: one source for both.
import { createHash } from 'node:crypto';
import {
  planVersion,
  type TEventPlaces,
  type TLocale,
  type TPlacesPlan,
  type TPlacesStatus,
} from '@afisha/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { ChangeSubscriber } from '../../lib/change-bus/change-bus.ts';
import type { Clock } from '../../lib/clock.ts';
import { createTtlCache } from '../../lib/ttl-cache.ts';
import type { CartOwner } from '../cart/cart.sql.ts';
import { beforePublicSale, isOnSale, isPast } from '../cart/sale-window.ts';
import type { PlacesEvent, PlacesRepository, SharedLiveStatus } from './places.repository.ts';
import { createSnapshotStore, type SnapshotStore } from './status-snapshots.ts';

/** What one status snapshot holds: the event (null: none with a map) and, for an event to come, its availability. */
export type StatusSnapshot = { event: PlacesEvent | null; live: SharedLiveStatus | null };

/** A snapshot through Redis: JSON, with the event's dates brought back to Dates. */
export const statusSnapshotCodec = {
  encode: (snapshot: StatusSnapshot) => JSON.stringify(snapshot),
  decode(text: string): StatusSnapshot {
    const snapshot = JSON.parse(text) as StatusSnapshot;
    const event = snapshot.event as
      | (Omit<PlacesEvent, 'startsAt' | 'saleOpensAt'> & {
          startsAt: string;
          saleOpensAt: string | null;
        })
      | null;
    if (!event) return snapshot;
    return {
      ...snapshot,
      event: {
        ...event,
        startsAt: new Date(event.startsAt),
        saleOpensAt: event.saleOpensAt === null ? null : new Date(event.saleOpensAt),
      },
    };
  },
};

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
  /** Change notices (a plan, its prices, the session) that drop the built plans in every process. */
  changes?: ChangeSubscriber;
  /** Where the shared live status is kept (status-snapshots.ts); none: computed for every request. */
  statusSnapshots?: SnapshotStore<StatusSnapshot>;
  /** Early access (early-access.service.ts): the visitor's unlock, and whether the event offers keys. */
  earlyAccess?: {
    unlocked(owner: CartOwner, eventId: number): Promise<boolean>;
    offersKeys(eventId: number): Promise<boolean>;
  };
}): PlacesService {
  const { repository, clock } = deps;
  type Cached = { plan: TPlacesPlan; offSale: number[] };
  const plans = createTtlCache<Cached>({
    ttlMs: deps.cacheMs,
    maxEntries: MAX_CACHED_PLANS,
    clock,
    ...(deps.changes ? { dropOn: { changes: deps.changes, topics: ['plans', 'prices', 'catalogue'] } } : {}),
  });
  const snapshots = deps.statusSnapshots ?? createSnapshotStore({ periodMs: 0, clock, name: 'unused' });

  function withMap(event: PlacesEvent | null): PlacesEvent {
    if (!event || isPast(event, clock.now())) throw new AppError('not_found', 404);
    return event;
  }

  async function eventWithMap(eventId: number): Promise<PlacesEvent> {
    return withMap(await repository.findEvent(eventId));
  }

  /** The event and its availability as every viewer sees them, from the snapshot. */
  async function sharedStatus(eventId: number): Promise<{ event: PlacesEvent; live: SharedLiveStatus }> {
    const snapshot = await snapshots.get(String(eventId), async () => {
      const event = await repository.findEvent(eventId);
      const now = clock.now();
      if (!event || isPast(event, now)) return { event, live: null };
      return { event, live: await repository.loadLiveStatus(event, now) };
    });
    const event = withMap(snapshot.event);
    // No availability: the event had already started when the snapshot was taken.
    if (!snapshot.live) throw new AppError('not_found', 404);
    return { event, live: snapshot.live };
  }

  function planOf(event: PlacesEvent, locale: TLocale): Promise<Cached> {
    return plans.get(`${event.id}:${locale}`, async () => {
      const { offSale, readAt, ...plan } = await repository.loadPlan(event, locale);
      const body = {
        event: event.id,
        width: plan.width,
        height: plan.height,
        max_per_order: Math.min(deps.maxPlacesPerOrder, event.maxSeatsPerOrder),
        categories: plan.categories,
        sections: plan.sections,
        zones: plan.zones,
        ...(plan.shapes.length > 0 ? { shapes: plan.shapes } : {}),
      };
      // The seats off sale are part of the fingerprint too: they change with the plan or the prices.
      const fingerprint = createHash('sha256')
        .update(JSON.stringify([body, offSale]))
        .digest('base64url')
        .slice(0, 22);
      return { plan: { ...body, version: planVersion(readAt, fingerprint) }, offSale };
    });
  }

  async function statusOf(
    event: PlacesEvent,
    live: SharedLiveStatus,
    cached: Cached,
    owner: CartOwner,
  ): Promise<TPlacesStatus> {
    const now = clock.now();
    const mine = await repository.loadMine(event, now, owner);
    const blocked =
      live.blocked.length === 0
        ? cached.offSale
        : [...new Set([...cached.offSale, ...live.blocked])].sort((a, b) => a - b);
    const presale = event.saleStatus === 'on_sale' && beforePublicSale(event, now);
    const [unlocked, offersKeys] = presale
      ? await Promise.all([
          deps.earlyAccess?.unlocked(owner, event.id) ?? false,
          deps.earlyAccess?.offersKeys(event.id) ?? false,
        ])
      : [false, false];
    return {
      event: event.id,
      version: cached.plan.version,
      on_sale: isOnSale(event, now, unlocked),
      sale_opens_at: presale ? (event.saleOpensAt?.toISOString() ?? null) : null,
      timezone: event.timezone,
      early_access: presale && offersKeys && !unlocked,
      held: live.held,
      sold: live.sold,
      zones: live.zones,
      mine,
      blocked,
    };
  }

  return {
    async plan(eventId, locale) {
      return (await planOf(await eventWithMap(eventId), locale)).plan;
    },

    async status(eventId, locale, owner) {
      const { event, live } = await sharedStatus(eventId);
      return statusOf(event, live, await planOf(event, locale), owner);
    },

    async places(eventId, locale, owner) {
      const { event, live } = await sharedStatus(eventId);
      const cached = await planOf(event, locale);
      return { ...cached.plan, status: await statusOf(event, live, cached, owner) };
    },
  };
}
