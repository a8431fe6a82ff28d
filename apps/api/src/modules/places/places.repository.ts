// Owns reading an event's hall plan: the event's sale facts, the static plan (sections, rows,
// seats as tuples, price categories with the event's prices, zones) built as JSON by PostgreSQL
// in one query, the live availability every viewer shares (seats held, sold, blocked; zone places
// left) in another, and what the visitor's own cart holds there in a third.
import {
  PLACE_SHAPE_KINDS,
  pickLocalized,
  type TPlaceSection,
  type TPlaceShape,
  type TPlacesStatus,
  type TPlaceZone,
  type TPriceCategory,
} from '@afisha/contracts';
import { type Db, type Locale, PLAN_REVISION_BLOCK } from '@afisha/db';
import { sql } from '@afisha/db/orm';
import { at } from '../../lib/sql-time.ts';
import { type CartOwner, liveLine, ownerCartIds } from '../cart/cart.sql.ts';
import type { SaleFacts } from '../cart/sale-window.ts';
import { tr } from '../catalogue/catalogue.sql.ts';
import { publicEvent } from '../catalogue/public-event.sql.ts';

export type PlacesEvent = SaleFacts & {
  id: number;
  planId: number;
  maxSeatsPerOrder: number;
  timezone: string;
};

export type StaticPlan = {
  /** Seats never sold online at this event (off sale, or of a category it does not price): static, so cached with the plan. */
  offSale: number[];
  width: number;
  height: number;
  categories: TPriceCategory[];
  sections: TPlaceSection[];
  zones: TPlaceZone[];
  /** The plan's drawn decorations (the stage first), labels in the language asked for. */
  shapes: TPlaceShape[];
  /**
   * When this read began, in milliseconds by the database's clock: the same clock for every API process, and a read
   * that began after a change committed sees it, so later reads are newer plans (contracts/plan-version.ts).
   */
  readAt: number;
};

/** The availability every viewer of the event sees alike (what status-snapshots.ts shares). */
export type SharedLiveStatus = Pick<TPlacesStatus, 'held' | 'sold' | 'blocked' | 'zones'>;

export type PlacesRepository = {
  /** The event of a published performance, past or not; null when there is none. */
  findEvent(id: number): Promise<PlacesEvent | null>;
  loadPlan(event: PlacesEvent, locale: Locale): Promise<StaticPlan>;
  loadLiveStatus(event: PlacesEvent, now: Date): Promise<SharedLiveStatus>;
  /** The visitor's own live cart lines at the event; no query for a visitor without a session or user. */
  loadMine(event: PlacesEvent, now: Date, owner: CartOwner): Promise<TPlacesStatus['mine']>;
};

export function createPlacesRepository(db: Db): PlacesRepository {
  return {
    async findEvent(id) {
      const { rows } = await db.execute<{
        id: number;
        planId: number;
        maxSeatsPerOrder: number;
        saleStatus: SaleFacts['saleStatus'];
        startsAt: string;
        saleOpensAt: string | null;
        saleClosesAt: string | null;
        timezone: string;
      }>(sql`
        SELECT e.id, e.plan_id AS "planId", e.max_seats_per_order AS "maxSeatsPerOrder",
          e.sale_status AS "saleStatus", e.starts_at AS "startsAt", e.sale_opens_at AS "saleOpensAt", e.sale_closes_at AS "saleClosesAt",
          e.timezone
        FROM events e JOIN performances p ON p.id = e.performance_id
        WHERE e.id = ${id} AND p.is_published AND ${publicEvent()}`);
      const row = rows[0];
      if (!row) return null;
      return {
        ...row,
        startsAt: new Date(row.startsAt),
        saleOpensAt: row.saleOpensAt === null ? null : new Date(row.saleOpensAt),
        saleClosesAt: row.saleClosesAt === null ? null : new Date(row.saleClosesAt),
      };
    },

    async loadPlan(event, locale) {
      // Seats are [id, x, y, label, category, flags?] (contracts/places.ts): a 1,500-seat hall stays small. Of the
      // plan's document only its shapes are read, field by field (publicShapes): never its background (the hall's
      // drawing the editor traces over) nor its layouts.
      const { rows } = await db.execute<{ plan: Omit<StaticPlan, 'shapes'> & { shapes: unknown } }>(sql`
        SELECT json_build_object(
          'offSale', coalesce((
            SELECT json_agg(s.id ORDER BY s.id) FROM plan_seats s
            WHERE s.plan_id = hp.id AND (NOT s.is_sellable OR NOT EXISTS (
              SELECT 1 FROM event_prices ep WHERE ep.event_id = ${event.id} AND ep.price_category_id = s.price_category_id))),
            '[]'::json),
          'width', hp.width,
          'height', hp.height,
          'categories', coalesce((
            SELECT json_agg(json_build_object(
              'id', pc.id, 'name', ${tr('pc.name', locale)}, 'color', pc.color,
              'price', round(ep.price_kopecks / 100.0, 2)) ORDER BY pc.position, pc.id)
            FROM price_categories pc
            LEFT JOIN event_prices ep ON ep.price_category_id = pc.id AND ep.event_id = ${event.id}
            WHERE pc.plan_id = hp.id), '[]'::json),
          'sections', coalesce((
            SELECT json_agg(json_build_object(
              'id', ps.id, 'name', ${tr('ps.name', locale)}, 'kind', ps.kind,
              'rows', coalesce((
                SELECT json_agg(json_build_object(
                  'label', r.label,
                  'seats', coalesce((
                    SELECT json_agg(CASE WHEN cardinality(s.flags) > 0
                      THEN json_build_array(s.id, s.x, s.y, s.label, s.price_category_id, s.flags)
                      ELSE json_build_array(s.id, s.x, s.y, s.label, s.price_category_id) END ORDER BY s.x, s.id)
                    FROM plan_seats s WHERE s.row_id = r.id), '[]'::json)
                ) ORDER BY r.position, r.id)
                FROM plan_rows r WHERE r.section_id = ps.id), '[]'::json)
            ) ORDER BY ps.position, ps.id)
            FROM plan_sections ps WHERE ps.plan_id = hp.id), '[]'::json),
          'zones', coalesce((
            SELECT json_agg(json_build_object(
              'id', z.id, 'name', ${tr('z.name', locale)}, 'category', z.price_category_id,
              'capacity', coalesce(inv.capacity, 0), 'shape', z.shape) ORDER BY z.position, z.id)
            FROM plan_zones z
            LEFT JOIN event_zone_inventory inv ON inv.zone_id = z.id AND inv.event_id = ${event.id}
            WHERE z.plan_id = hp.id), '[]'::json),
          'shapes', CASE WHEN jsonb_typeof(hp.document->'shapes') = 'array' THEN hp.document->'shapes'
            ELSE '[]'::jsonb END,
          'readAt', floor(extract(epoch FROM statement_timestamp()) * 1000)
        ) AS plan
        FROM hall_plans hp WHERE hp.id = ${event.planId}`);
      const plan = rows[0]?.plan;
      if (!plan) throw new Error(`hall plan ${event.planId} of event ${event.id} is missing`);
      return { ...plan, shapes: publicShapes(plan.shapes, locale) };
    },

    async loadLiveStatus(event, now) {
      // Only what changes: seats off sale for good come with the (cached) plan. The comment names the statement
      // where PostgreSQL shows it (pg_stat_activity) and where bench:onsale and the tests count it.
      const { rows } = await db.execute<SharedLiveStatus>(sql`
        /* places-live-status */ SELECT
          coalesce((SELECT json_agg(h.seat_id ORDER BY h.seat_id) FROM seat_holds h
            WHERE h.event_id = ${event.id} AND h.status IN ('held', 'ordered') AND h.expires_at > ${at(now)}),
            '[]'::json) AS held,
          coalesce((SELECT json_agg(h.seat_id ORDER BY h.seat_id) FROM seat_holds h
            WHERE h.event_id = ${event.id} AND h.status = 'sold'), '[]'::json) AS sold,
          coalesce((SELECT json_agg(h.seat_id ORDER BY h.seat_id) FROM seat_holds h
            WHERE h.event_id = ${event.id} AND h.status = 'blocked'
              AND h.block_reason IS DISTINCT FROM ${PLAN_REVISION_BLOCK}), '[]'::json) AS blocked,
          coalesce((SELECT json_agg(json_build_object(
              'id', inv.zone_id,
              'remaining', greatest(inv.capacity - coalesce((
                SELECT sum(zh.quantity) FROM zone_holds zh
                WHERE zh.event_id = inv.event_id AND zh.zone_id = inv.zone_id
                  AND (zh.expires_at IS NULL OR zh.expires_at > ${at(now)})), 0), 0)
            ) ORDER BY inv.zone_id)
            FROM event_zone_inventory inv WHERE inv.event_id = ${event.id}), '[]'::json) AS zones`);
      const row = rows[0];
      if (!row) throw new Error('status query returned nothing');
      return row;
    },

    async loadMine(event, now, owner) {
      const carts = ownerCartIds(owner);
      if (carts === null) return [];
      const { rows } = await db.execute<{ mine: TPlacesStatus['mine'] }>(sql`
        SELECT coalesce((SELECT json_agg(json_build_object(
            'seat', ci.seat_id, 'zone', ci.zone_id, 'quantity', ci.quantity, 'item', ci.id) ORDER BY ci.id)
          FROM cart_items ci
          WHERE ci.event_id = ${event.id} AND ci.cart_id IN (${carts}) AND ${liveLine(now)}), '[]'::json) AS mine`);
      return rows[0]?.mine ?? [];
    },
  };
}

/** Older kinds of the plan document's shapes, drawn as the kinds the storefront knows. */
const OLDER_KINDS: Record<string, TPlaceShape['kind']> = { screen: 'rect', text: 'label', exit: 'label' };
const KNOWN = new Set<string>(PLACE_SHAPE_KINDS);

/**
 * The plan document's shapes as buyers get them: the known fields only (kind, label in `locale`, box, rotation,
 * points), copied one by one so nothing else the document carries reaches the storefront; the stage first.
 */
export function publicShapes(raw: unknown, locale: Locale): TPlaceShape[] {
  if (!Array.isArray(raw)) return [];
  const number = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
  const shapes: TPlaceShape[] = [];
  for (const item of raw) {
    if (typeof item !== 'object' || item === null) continue;
    const shape = item as Record<string, unknown>;
    const kind = KNOWN.has(String(shape.kind))
      ? (shape.kind as TPlaceShape['kind'])
      : OLDER_KINDS[String(shape.kind)];
    if (!kind) continue;
    const label =
      typeof shape.label === 'object' && shape.label !== null
        ? pickLocalized(shape.label as Partial<Record<Locale, string>>, locale)
        : '';
    const points = Array.isArray(shape.points)
      ? shape.points
          .filter((point): point is [number, number] => Array.isArray(point) && point.length === 2)
          .map(([x, y]) => [number(x), number(y)] as [number, number])
      : undefined;
    const rotation = number(shape.rotation);
    shapes.push({
      kind,
      ...(label ? { label } : {}),
      x: number(shape.x),
      y: number(shape.y),
      width: number(shape.width),
      height: number(shape.height),
      ...(rotation ? { rotation } : {}),
      ...(points && points.length > 0 ? { points } : {}),
    });
  }
  return shapes.sort((a, b) => Number(b.kind === 'stage') - Number(a.kind === 'stage'));
}
