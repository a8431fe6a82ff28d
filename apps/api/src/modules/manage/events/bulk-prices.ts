// Owns changing the prices of many sessions at once (issue 30; GET and POST /manage/events/prices): what the form
// shows (the sessions, the categories of their plans and the prices they have now) and the change itself, all or
// nothing. The rules are the single session's (events.service.ts): a category must be in each session's plan, a
// session on sale (or sold out) must price every category that has places, prices reach new holds only (held and sold
// lines keep theirs). A session changed since it was read, cancelled, started or archived refuses the whole change;
// the 409 says per session why. The sessions are locked in id order for the check and the write, so two bulk changes
// (or a bulk change and a single edit) never interleave; each session's version bumps and each is audited.
import type {
  TBulkPriceRefusal,
  TBulkPricesChange,
  TBulkPricesChanged,
  TBulkPricesForm,
} from '@afisha/contracts/manage/event-prices';
import type { Db, Localized } from '@afisha/db';
import { sql } from '@afisha/db/orm';
import type { Translate } from '../../../i18n/translate.ts';
import { AppError, type FieldIssue, FieldValidationError } from '../../../lib/app-error.ts';
import type { ChangePublisher } from '../../../lib/change-bus/change-bus.ts';
import type { Clock } from '../../../lib/clock.ts';
import { intArray, type Tx } from '../../cart/cart-window.ts';
import { type AuditActor, recordAudit } from '../audit/audit-log.ts';
import { assertManagesVenue, type Manager } from '../manage-access.ts';
import { localizedRead } from '../manage-records.ts';
import type { ManageEventsRepository } from './events.repository.ts';

type Executor = Db | Tx;

type StoredSession = {
  id: number;
  version: number;
  venueId: number;
  planId: number;
  saleStatus: string;
  started: boolean;
  archived: boolean;
  /** price_category_id → kopecks. */
  prices: Map<number, number>;
};

type PlanCategory = {
  id: number;
  planId: number;
  key: string;
  name: Localized;
  color: string | null;
  hasPlaces: boolean;
};

async function readSessions(
  db: Executor,
  ids: readonly number[],
  now: Date,
  lock: boolean,
): Promise<StoredSession[]> {
  const { rows } = await db.execute<{
    id: number;
    version: number;
    venue_id: number;
    plan_id: number;
    sale_status: string;
    started: boolean;
    archived: boolean;
    prices: { id: number; kopecks: number }[] | null;
  }>(sql`
    SELECT e.id, e.version, h.venue_id, e.plan_id, e.sale_status::text AS sale_status,
      e.starts_at <= ${now.toISOString()}::timestamptz AS started, e.archived_at IS NOT NULL AS archived,
      (SELECT json_agg(json_build_object('id', ep.price_category_id, 'kopecks', ep.price_kopecks))
        FROM event_prices ep WHERE ep.event_id = e.id) AS prices
    FROM events e JOIN halls h ON h.id = e.hall_id
    WHERE e.id = ANY(${intArray(ids)})
    ORDER BY e.id ${lock ? sql`FOR UPDATE OF e` : sql``}`);
  return rows.map((row) => ({
    id: Number(row.id),
    version: Number(row.version),
    venueId: Number(row.venue_id),
    planId: Number(row.plan_id),
    saleStatus: row.sale_status,
    started: row.started,
    archived: row.archived,
    prices: new Map((row.prices ?? []).map((price) => [Number(price.id), Number(price.kopecks)])),
  }));
}

async function planCategories(db: Executor, planIds: readonly number[]): Promise<PlanCategory[]> {
  const { rows } = await db.execute<{
    id: number;
    plan_id: number;
    key: string;
    name: Localized;
    color: string | null;
    has_places: boolean;
  }>(sql`
    SELECT c.id, c.plan_id, c.key, c.name, c.color,
      EXISTS (SELECT 1 FROM plan_seats s WHERE s.plan_id = c.plan_id AND s.price_category_id = c.id)
        OR EXISTS (SELECT 1 FROM plan_zones z WHERE z.plan_id = c.plan_id AND z.price_category_id = c.id) AS has_places
    FROM price_categories c WHERE c.plan_id = ANY(${intArray(planIds)})
    ORDER BY c.position, c.id`);
  return rows.map((row) => ({
    id: Number(row.id),
    planId: Number(row.plan_id),
    key: row.key,
    name: row.name,
    color: row.color,
    hasPlaces: row.has_places,
  }));
}

/** Whether a session cannot take any change now, whatever the prices. */
function standingRefusal(session: StoredSession): 'cancelled' | 'past' | 'archived' | null {
  if (session.archived) return 'archived';
  if (session.saleStatus === 'cancelled') return 'cancelled';
  if (session.started) return 'past';
  return null;
}

const roubles = (kopecks: number) => kopecks / 100;
const keyed = (prices: Map<number, number>, categories: Map<number, PlanCategory>) =>
  Object.fromEntries(
    [...prices].map(([id, kopecks]) => [categories.get(id)?.key ?? String(id), roubles(kopecks)]),
  );

export function createBulkPrices(deps: {
  db: Db;
  repository: ManageEventsRepository;
  clock: Clock;
  changes: ChangePublisher;
}) {
  const { db, repository, clock, changes } = deps;

  /** The sessions asked for, each of a venue this manager manages: 404 (as if none existed) otherwise. */
  function assertAll(manager: Manager, ids: readonly number[], found: StoredSession[]) {
    const byId = new Map(found.map((session) => [session.id, session]));
    for (const id of ids) assertManagesVenue(manager, byId.get(id)?.venueId);
  }

  return {
    async form(manager: Manager, ids: number[]): Promise<TBulkPricesForm> {
      const now = clock.now();
      const stored = await readSessions(db, ids, now, false);
      assertAll(manager, ids, stored);
      const { rows } = await db.execute<{
        id: number;
        performance_id: number;
        performance_title: Localized;
        hall_id: number;
        hall_title: Localized;
        starts_at: string;
        status: string;
      }>(sql`
        SELECT e.id, p.id AS performance_id, p.title AS performance_title, h.id AS hall_id, h.title AS hall_title,
          to_char(e.starts_at AT TIME ZONE e.timezone, 'YYYY-MM-DD"T"HH24:MI') AS starts_at,
          CASE e.sale_status WHEN 'not_on_sale' THEN 'paused' ELSE e.sale_status::text END AS status
        FROM events e JOIN performances p ON p.id = e.performance_id JOIN halls h ON h.id = e.hall_id
        WHERE e.id = ANY(${intArray(ids)})
        ORDER BY e.starts_at, e.id`);
      const categories = await planCategories(db, [...new Set(stored.map((session) => session.planId))]);
      const byId = new Map(categories.map((category) => [category.id, category]));
      const storedById = new Map(stored.map((session) => [session.id, session]));
      const sessions = rows.map((row) => {
        const session = storedById.get(Number(row.id)) as StoredSession;
        return {
          id: session.id,
          version: session.version,
          performance: { id: Number(row.performance_id), title: localizedRead(row.performance_title) },
          hall: { id: Number(row.hall_id), title: localizedRead(row.hall_title) },
          venue: session.venueId,
          starts_at: row.starts_at,
          status: row.status as TBulkPricesForm['sessions'][number]['status'],
          prices: [...session.prices]
            .map(([id, kopecks]) => ({ category: byId.get(id), price: roubles(kopecks) }))
            .filter((price): price is { category: PlanCategory; price: number } => !!price.category)
            .map((price) => ({ category: price.category.key, price: price.price })),
          refusal: standingRefusal(session),
        };
      });
      // One row per category key, in the order of the first plan that has it.
      const byKey = new Map<string, TBulkPricesForm['categories'][number] & { seen: Set<number> }>();
      for (const category of categories) {
        const entry = byKey.get(category.key) ?? {
          category: category.key,
          name: localizedRead(category.name),
          color: category.color,
          sessions: 0,
          prices: [],
          unpriced: 0,
          seen: new Set<number>(),
        };
        byKey.set(category.key, entry);
        for (const session of stored) {
          if (session.planId !== category.planId) continue;
          entry.sessions += 1;
          const kopecks = session.prices.get(category.id);
          if (kopecks === undefined) entry.unpriced += 1;
          else entry.seen.add(kopecks);
        }
      }
      return {
        sessions,
        categories: [...byKey.values()].map(({ seen, ...entry }) => ({
          ...entry,
          prices: [...seen].sort((a, b) => a - b).map(roubles),
        })),
      };
    },

    async change(
      manager: Manager,
      actor: AuditActor,
      body: TBulkPricesChange,
      t: Translate,
    ): Promise<TBulkPricesChanged> {
      // The client may repeat a session or a category: a session twice is one; a category twice is a field error,
      // as in a single session's prices.
      const issues: FieldIssue[] = [];
      const seenKeys = new Set<string>();
      body.prices.forEach((price, i) => {
        if (seenKeys.has(price.category)) {
          issues.push({
            field: `prices.${i}.category`,
            code: 'unique',
            message: 'field.price_duplicate_category',
            params: { category: price.category },
          });
        }
        seenKeys.add(price.category);
      });
      const versions = new Map<number, number>();
      body.events.forEach((event, i) => {
        const earlier = versions.get(event.id);
        if (earlier !== undefined && earlier !== event.version) {
          issues.push({ field: `events.${i}.version`, code: 'invalid' });
        }
        versions.set(event.id, event.version);
      });
      if (issues.length > 0) throw new FieldValidationError(issues);
      const ids = [...versions.keys()];
      const now = clock.now();

      const result = await db.transaction(async (tx) => {
        const sessions = await readSessions(tx, ids, now, true);
        assertAll(manager, ids, sessions);
        const categories = await planCategories(tx, [...new Set(sessions.map((session) => session.planId))]);
        const byId = new Map(categories.map((category) => [category.id, category]));
        const order = new Map(categories.map((category, i) => [category.id, i]));
        const refusals: TBulkPriceRefusal[] = [];
        const merged = new Map<number, Map<number, number>>();
        for (const session of sessions) {
          const refuse = (code: TBulkPriceRefusal['code'], detail: string) =>
            refusals.push({ id: session.id, code, detail, version: session.version });
          if (session.version !== versions.get(session.id)) {
            refuse('version_conflict', t('manage.bulk_price_version', { version: session.version }));
            continue;
          }
          const standing = standingRefusal(session);
          if (standing) {
            refuse(standing, t(`manage.bulk_price_${standing}`));
            continue;
          }
          const planKeys = new Map(
            categories
              .filter((category) => category.planId === session.planId)
              .map((category) => [category.key, category]),
          );
          const missingKey = body.prices.find((price) => !planKeys.has(price.category));
          if (missingKey) {
            refuse('unknown_category', t('field.price_unknown_category', { category: missingKey.category }));
            continue;
          }
          const next = new Map(session.prices);
          for (const price of body.prices) {
            next.set((planKeys.get(price.category) as PlanCategory).id, Math.round(price.price * 100));
          }
          if (session.saleStatus === 'on_sale' || session.saleStatus === 'sold_out') {
            const unpriced = [...planKeys.values()].filter(
              (category) => category.hasPlaces && !next.has(category.id),
            );
            if (unpriced.length > 0) {
              refuse(
                'prices_missing',
                t('field.prices_missing', {
                  categories: unpriced.map((category) => category.key).join(', '),
                }),
              );
              continue;
            }
          }
          merged.set(session.id, next);
        }
        if (refusals.length > 0) {
          const stale = refusals.some((refusal) => refusal.code === 'version_conflict');
          throw new AppError(
            stale ? 'version_conflict' : 'conflict',
            409,
            { count: refusals.length, total: sessions.length },
            'error.bulk_prices_refused',
            { events: refusals },
          );
        }
        const { rows: bumped } = await tx.execute<{ id: number; version: number }>(sql`
          UPDATE events SET version = version + 1, updated_at = ${now.toISOString()}::timestamptz
          WHERE id = ANY(${intArray(ids)}) RETURNING id, version`);
        const newVersion = new Map(bumped.map((row) => [Number(row.id), Number(row.version)]));
        await repository.writePrices(
          tx,
          sessions.map((session) => session.id),
          sessions.map((session) => ({ prices: merged.get(session.id) as Map<number, number> })),
        );
        await recordAudit(
          tx,
          actor,
          now,
          ...sessions.map((session) => ({
            action: 'update_prices',
            entity: 'event',
            entityId: session.id,
            venueId: session.venueId,
            before: { version: session.version, prices: keyed(session.prices, byId) },
            after: {
              version: newVersion.get(session.id),
              prices: keyed(merged.get(session.id) as Map<number, number>, byId),
            },
          })),
        );
        return sessions.map((session) => ({
          id: session.id,
          version: newVersion.get(session.id) as number,
          prices: [...(merged.get(session.id) as Map<number, number>)]
            .map(([id, kopecks]) => ({ category: byId.get(id) as PlanCategory, price: roubles(kopecks) }))
            .sort((a, b) => (order.get(a.category.id) ?? 0) - (order.get(b.category.id) ?? 0))
            .map((price) => ({ category: price.category.key, price: price.price })),
        }));
      });
      await changes.publish({ topic: 'catalogue' });
      await changes.publish(ids.length === 1 ? { topic: 'prices', id: ids[0] } : { topic: 'prices' });
      return { count: result.length, events: result };
    },
  };
}
