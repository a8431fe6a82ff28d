// Owns the rules of the back office's sessions (docs/api.md "Back office", /manage/events): what a session may be made
// of (a performance and a hall of one venue the caller manages, a published plan of that hall, prices of the plan's
// categories), its venue-local times converted with the venue's zone (@afisha/contracts/venue-time), series made
// all or none with their overlaps refused unless confirmed, copies, status changes, price changes that reach new
// holds only (held and sold lines keep the price stored with them; the cart's sale plans drop on the `prices`
// notice), and early-access keys shown once. Every write is one transaction with its audit rows; the change
// notices go after it.
import { randomBytes, randomUUID } from 'node:crypto';
import type {
  TAccessKeysCreate,
  TManageEvent,
  TManageEventCopy,
  TManageEventCreate,
  TManageEventListQuery,
  TManageEventPatch,
  TManageEventStatus,
  TManageSeriesCreate,
  TSeriesPreview,
  TSeriesPreviewItem,
} from '@afisha/contracts/manage/events';
import { fromLocal, toLocal } from '@afisha/contracts/venue-time';
import type { Db } from '@afisha/db';
import { type SQL, sql } from '@afisha/db/orm';
import { AppError, type FieldIssue, FieldValidationError } from '../../../lib/app-error.ts';
import type { ChangePublisher } from '../../../lib/change-bus/change-bus.ts';
import type { Clock } from '../../../lib/clock.ts';
import { accessKeyHash } from '../../early-access/early-access.repository.ts';
import { type AuditActor, recordAudit } from '../audit/audit-log.ts';
import { assertManagesVenue, type Manager } from '../manage-access.ts';
import { staleWrite } from '../write-refusals.ts';
import {
  type Clash,
  type ManageEventsRepository,
  type PlanFacts,
  type SessionContext,
  type SessionRow,
  UNKNOWN_DURATION_MINUTES,
} from './events.repository.ts';
import { expandSeriesDates, isoWeekday } from './series-dates.ts';
import type { SessionCountsSnapshot } from './session-counts-snapshot.ts';

/** The stored status of each status an editor sets. */
const STORED_STATUS: Record<TManageEventStatus, string> = {
  draft: 'draft',
  on_sale: 'on_sale',
  paused: 'not_on_sale',
  announced: 'announced',
};
const DEFAULT_MAX_PER_ORDER = 10;

type Fields = Omit<TManageEventCreate, 'starts_at' | 'performance' | 'hall'>;

/** Everything of a session but its time, checked once (a series shares it). */
type Prepared = {
  context: SessionContext;
  hallId: number;
  plan: PlanFacts;
  row: Omit<SessionRow, 'startsAt' | 'saleOpensAt' | 'saleClosesAt' | 'seriesId'>;
  saleOpensAt: Date | null;
  saleClosesAt: Date | null;
};

export type ManageEventsService = ReturnType<typeof createManageEventsService>;

export function createManageEventsService(deps: {
  db: Db;
  repository: ManageEventsRepository;
  counts: SessionCountsSnapshot;
  clock: Clock;
  changes: ChangePublisher;
}) {
  const { db, repository, counts, clock, changes } = deps;

  async function publishAfterCommit(eventIds: number[]) {
    await changes.publish({ topic: 'catalogue' });
    // One notice per session would be 500 for a big series: "any price" is one notice for every cache.
    await changes.publish(eventIds.length === 1 ? { topic: 'prices', id: eventIds[0] } : { topic: 'prices' });
  }

  /** The context of a performance and hall: 404 for what the caller does not manage, field errors for the rest. */
  async function contextOf(manager: Manager, performanceId: number, hallId: number): Promise<SessionContext> {
    const context = await repository.context(performanceId, hallId);
    if (!context) throw new AppError('not_found', 404);
    assertManagesVenue(manager, context.performance.venueId);
    if (!context.hall) throw new FieldValidationError([{ field: 'hall', code: 'does_not_exist' }]);
    assertManagesVenue(manager, context.hall.venueId);
    if (context.hall.venueId !== context.performance.venueId) {
      throw new FieldValidationError([
        { field: 'hall', code: 'invalid', message: 'field.hall_not_of_venue' },
      ]);
    }
    return context;
  }

  function localInstant(field: string, value: string, timeZone: string, issues: FieldIssue[]): Date | null {
    const resolved = fromLocal(value, timeZone);
    if (resolved.kind === 'skipped') {
      issues.push({
        field,
        code: 'invalid',
        message: 'field.session_time_skipped',
        params: { time: value.slice(11) },
      });
      return null;
    }
    return resolved.instant;
  }

  /** Checks and converts what a session is made of, collecting every field error before answering. */
  async function prepare(
    manager: Manager,
    fields: Fields & { performance: number; hall: number },
  ): Promise<Prepared> {
    const context = await contextOf(manager, fields.performance, fields.hall);
    const plan = await repository.plan(fields.hall, fields.plan);
    if (!plan) {
      throw new FieldValidationError([
        fields.plan === undefined
          ? { field: 'plan', code: 'required', message: 'field.hall_no_published_plan' }
          : { field: 'plan', code: 'invalid', message: 'field.plan_not_of_hall' },
      ]);
    }
    const issues: FieldIssue[] = [];
    const prices = pricesOf(plan, fields.prices, issues);
    const zoneCapacities = zonesOf(plan, fields.zone_capacities, issues);
    if (fields.status === 'on_sale') requireAllPriced(plan, prices, issues);
    const timeZone = context.venue.timezone;
    const saleOpensAt = fields.sale_opens_at
      ? localInstant('sale_opens_at', fields.sale_opens_at, timeZone, issues)
      : null;
    const saleClosesAt = fields.sale_closes_at
      ? localInstant('sale_closes_at', fields.sale_closes_at, timeZone, issues)
      : null;
    if (saleOpensAt && saleClosesAt && saleClosesAt <= saleOpensAt) {
      issues.push({ field: 'sale_closes_at', code: 'invalid', message: 'field.sale_closes_before_opens' });
    }
    const withOpenDate = fields.withopendate ?? false;
    if (withOpenDate && (!fields.begindate || !fields.begintime)) {
      issues.push({ field: 'begindate', code: 'required', message: 'field.open_date_incomplete' });
    }
    if (issues.length > 0) throw new FieldValidationError(issues);
    return {
      context,
      hallId: fields.hall,
      plan,
      saleOpensAt,
      saleClosesAt,
      row: {
        performanceId: context.performance.id,
        hallId: fields.hall,
        planId: plan.id,
        cityId: context.venue.cityId,
        timezone: timeZone,
        withOpenDate,
        beginDate: withOpenDate ? (fields.begindate ?? null) : null,
        beginTime: withOpenDate ? (fields.begintime ?? null) : null,
        saleStatus: STORED_STATUS[fields.status],
        maxSeatsPerOrder: fields.max_per_order ?? DEFAULT_MAX_PER_ORDER,
        requiresNamedTickets: fields.named_tickets ?? context.performance.namedTickets,
        prices,
        zoneCapacities,
      },
    };
  }

  /**
   * Venue-local start times → instants, refusing skipped times and the past, each under the field `field` names for
   * the i-th time and the problem (`starts_at`, `dates.N`, or a weekly rule's `dates.times` and `dates.from`).
   */
  function startsOf(
    locals: string[],
    timeZone: string,
    field: (i: number, problem: 'skipped' | 'past') => string,
  ): Date[] {
    const issues: FieldIssue[] = [];
    const now = clock.now();
    const instants = locals.map((value, i) => {
      const instant = localInstant(field(i, 'skipped'), value, timeZone, issues);
      if (instant && instant <= now)
        issues.push({ field: field(i, 'past'), code: 'invalid', message: 'field.session_in_past' });
      return instant ?? now;
    });
    if (issues.length > 0) throw new FieldValidationError(issues.slice(0, 20));
    return instants;
  }

  /** The previews of sessions at `starts`, with the hall's sessions each overlaps. */
  async function previewOf(
    prepared: Prepared,
    starts: Date[],
    exceptId?: number,
  ): Promise<TSeriesPreviewItem[]> {
    const minutes = prepared.context.performance.durationMinutes ?? UNKNOWN_DURATION_MINUTES;
    const clashes = await repository.overlaps(
      prepared.hallId,
      starts.map((start) => ({ start, end: new Date(start.getTime() + minutes * 60_000) })),
      exceptId,
    );
    const byIndex = new Map<number, Clash[]>();
    for (const clash of clashes) byIndex.set(clash.index, [...(byIndex.get(clash.index) ?? []), clash]);
    return starts.map((start, i) => {
      const local = toLocal(start, prepared.row.timezone);
      return {
        starts_at: local,
        starts_at_utc: start.toISOString().replace('.000Z', 'Z'),
        weekday: isoWeekday(local.slice(0, 10)),
        overlaps: (byIndex.get(i) ?? []).map(({ index: _index, ...clash }) => clash),
      };
    });
  }

  function refuseOverlaps(items: TSeriesPreviewItem[], confirmed: boolean | undefined) {
    const clashing = items.filter((item) => item.overlaps.length > 0);
    if (clashing.length > 0 && !confirmed) {
      throw new AppError('conflict', 409, { count: clashing.length }, 'error.session_overlap', {
        overlaps: clashing,
      });
    }
  }

  /** Inserts the sessions, audited, in one transaction; the notices go after it commits. */
  async function make(
    manager: Manager,
    actor: AuditActor,
    prepared: Prepared,
    starts: Date[],
    options: {
      seriesId: string | null;
      action: string;
      shift?: (start: Date) => { opens: Date | null; closes: Date | null };
    },
  ): Promise<number[]> {
    const now = clock.now();
    const rows: SessionRow[] = starts.map((startsAt) => {
      const window = options.shift?.(startsAt);
      return {
        ...prepared.row,
        startsAt,
        saleOpensAt: window ? window.opens : prepared.saleOpensAt,
        saleClosesAt: window ? window.closes : prepared.saleClosesAt,
        seriesId: options.seriesId,
      };
    });
    const ids = await db.transaction(async (tx) => {
      // Archived since `prepare` read them (or being archived now): the same answer as an archived one there.
      const { performance, hall } = prepared.context;
      if (!(await repository.sourcesInUse(tx, performance.id, hall?.id ?? 0)))
        throw new AppError('not_found', 404);
      const made = await repository.insert(tx, rows, now);
      await recordAudit(
        tx,
        actor,
        now,
        ...made.map((id, i) => ({
          action: options.action,
          entity: 'event',
          entityId: id,
          venueId: prepared.context.performance.venueId,
          before: null,
          after: auditView(rows[i] as SessionRow, options.seriesId),
        })),
      );
      return made;
    });
    void manager;
    await publishAfterCommit(ids);
    return ids;
  }

  async function readOrFail(manager: Manager, id: number): Promise<TManageEvent> {
    const record = await repository.read(db, id, clock.now());
    if (!record) throw new AppError('not_found', 404);
    assertManagesVenue(manager, record.venue);
    return record;
  }

  return {
    list: async (manager: Manager, query: TManageEventListQuery) =>
      counts.withCounts(await repository.page(manager, query)),

    read: readOrFail,

    async create(manager: Manager, actor: AuditActor, body: TManageEventCreate): Promise<TManageEvent> {
      const prepared = await prepare(manager, body);
      const [startsAt] = startsOf([body.starts_at], prepared.row.timezone, () => 'starts_at');
      const [id] = await make(manager, actor, prepared, [startsAt as Date], {
        seriesId: null,
        action: 'create',
      });
      return readOrFail(manager, id as number);
    },

    async series(manager: Manager, actor: AuditActor, body: TManageSeriesCreate) {
      const prepared = await prepare(manager, body);
      const locals = expandSeriesDates(body.dates);
      // A weekly rule's time the clock skips is said under its times, a date in the past under its first day.
      const field = Array.isArray(body.dates)
        ? (i: number) => `dates.${i}`
        : (_i: number, problem: 'skipped' | 'past') => (problem === 'past' ? 'dates.from' : 'dates.times');
      const starts = startsOf(locals, prepared.row.timezone, field);
      const items = await previewOf(prepared, starts);
      if (body.preview) {
        const preview: TSeriesPreview = {
          preview: true,
          count: items.length,
          overlap_count: items.filter((item) => item.overlaps.length > 0).length,
          sessions: items,
        };
        return preview;
      }
      refuseOverlaps(items, body.confirm_overlaps);
      const seriesId = randomUUID();
      const ids = await make(manager, actor, prepared, starts, { seriesId, action: 'create_series' });
      const page = await counts.withCounts(
        await repository.page(manager, {
          series: seriesId,
          limit: ids.length,
          offset: 0,
          archived: undefined,
        } as TManageEventListQuery),
      );
      return { preview: false as const, series_id: seriesId, count: ids.length, results: page.results };
    },

    async copy(
      manager: Manager,
      actor: AuditActor,
      id: number,
      body: TManageEventCopy,
    ): Promise<TManageEvent> {
      const source = await readOrFail(manager, id);
      const prepared = await prepare(manager, {
        performance: source.performance.id,
        hall: source.hall.id,
        plan: source.plan,
        withopendate: source.withopendate,
        begindate: source.begindate,
        begintime: source.begintime,
        status: body.status ?? 'draft',
        max_per_order: source.max_per_order,
        named_tickets: source.named_tickets,
        prices: source.prices.map((price) => ({ category: price.category, price: price.price })),
        zone_capacities: source.zone_capacities.map((zone) => ({ zone: zone.zone, capacity: zone.capacity })),
        sale_opens_at: null,
        sale_closes_at: null,
      });
      const [startsAt] = startsOf([body.starts_at], prepared.row.timezone, () => 'starts_at') as [Date];
      refuseOverlaps(await previewOf(prepared, [startsAt]), body.confirm_overlaps);
      // The sale window moves with the session: the same distance before its start.
      const offset = startsAt.getTime() - Date.parse(source.starts_at_utc);
      const moved = (local: string | null) => {
        if (local === null) return null;
        const resolved = fromLocal(local, source.timezone);
        return resolved.kind === 'ok' ? new Date(resolved.instant.getTime() + offset) : null;
      };
      const window = { opens: moved(source.sale_opens_at), closes: moved(source.sale_closes_at) };
      const [made] = await make(manager, actor, prepared, [startsAt], {
        seriesId: null,
        action: 'copy',
        shift: () => window,
      });
      return readOrFail(manager, made as number);
    },

    async patch(
      manager: Manager,
      actor: AuditActor,
      id: number,
      version: number,
      body: TManageEventPatch,
    ): Promise<TManageEvent> {
      const current = await readOrFail(manager, id);
      // A cancelled session is kept as it was cancelled: a patch that changes nothing answers it unchanged.
      const changes = Object.keys(body).filter((key) => key !== 'version');
      if (current.status === 'cancelled' && changes.length === 0) return current;
      if (current.status === 'cancelled') {
        throw new FieldValidationError([
          {
            field: 'status',
            code: 'invalid',
            message: 'field.status_not_allowed',
            params: { from: 'cancelled', to: body.status ?? current.status },
          },
        ]);
      }
      const status =
        body.status ?? (current.status === 'sold_out' ? 'on_sale' : (current.status as TManageEventStatus));
      const prepared = await prepare(manager, {
        performance: current.performance.id,
        hall: body.hall ?? current.hall.id,
        plan:
          body.plan ?? (body.hall !== undefined && body.hall !== current.hall.id ? undefined : current.plan),
        withopendate: body.withopendate ?? current.withopendate,
        begindate: body.begindate === undefined ? current.begindate : body.begindate,
        begintime: body.begintime === undefined ? current.begintime : body.begintime,
        status,
        max_per_order: body.max_per_order ?? current.max_per_order,
        named_tickets: body.named_tickets ?? current.named_tickets,
        prices:
          body.prices ?? current.prices.map((price) => ({ category: price.category, price: price.price })),
        zone_capacities: body.zone_capacities ?? [],
        sale_opens_at: body.sale_opens_at === undefined ? current.sale_opens_at : body.sale_opens_at,
        sale_closes_at: body.sale_closes_at === undefined ? current.sale_closes_at : body.sale_closes_at,
      });
      const planChanges = prepared.plan.id !== current.plan;
      if (planChanges && (await repository.hasSales(id))) {
        throw new AppError('conflict', 409, {}, 'error.plan_has_sales');
      }
      let startsAt = new Date(current.starts_at_utc);
      if (body.starts_at !== undefined && body.starts_at !== current.starts_at) {
        [startsAt] = startsOf([body.starts_at], prepared.row.timezone, () => 'starts_at') as [Date];
      }
      const row = prepared.row;
      const set: SQL[] = [
        sql`hall_id = ${row.hallId}`,
        sql`plan_id = ${row.planId}`,
        sql`starts_at = ${startsAt.toISOString()}::timestamptz`,
        sql`withopendate = ${row.withOpenDate}`,
        sql`begin_date = ${row.beginDate}::date`,
        sql`begin_time = ${row.beginTime}::time`,
        // sold_out is the site's mark; an editor's patch without a status keeps it.
        sql`sale_status = ${body.status === undefined && current.status === 'sold_out' ? 'sold_out' : row.saleStatus}::sale_status`,
        sql`sale_opens_at = ${prepared.saleOpensAt?.toISOString() ?? null}::timestamptz`,
        sql`sale_closes_at = ${prepared.saleClosesAt?.toISOString() ?? null}::timestamptz`,
        sql`max_seats_per_order = ${row.maxSeatsPerOrder}`,
        sql`requires_named_tickets = ${row.requiresNamedTickets}`,
      ];
      const now = clock.now();
      await db.transaction(async (tx) => {
        const t = tx;
        const bumped = await repository.update(t, id, version, set, now);
        if (bumped === null) throw staleWrite(current.version);
        if (planChanges) {
          const capacities = new Map(prepared.plan.zones.map((zone) => [zone.id, zone.capacity]));
          for (const [zoneId, capacity] of row.zoneCapacities) capacities.set(zoneId, capacity);
          await repository.replaceZones(t, id, capacities);
        } else if (body.zone_capacities !== undefined) {
          if (!(await repository.setZoneCapacities(t, id, row.zoneCapacities))) {
            throw new FieldValidationError([{ field: 'zone_capacities', code: 'invalid' }]);
          }
        }
        if (body.prices !== undefined || planChanges) await repository.writePrices(t, [id], [row]);
        const after = await repository.read(t, id, now);
        await recordAudit(t, actor, now, {
          action: 'update',
          entity: 'event',
          entityId: id,
          venueId: current.venue,
          before: auditRead(current),
          after: after ? auditRead(after) : null,
        });
      });
      await publishAfterCommit([id]);
      return readOrFail(manager, id);
    },

    async createKeys(manager: Manager, actor: AuditActor, id: number, body: TAccessKeysCreate) {
      const event = await readOrFail(manager, id);
      const issues: FieldIssue[] = [];
      const expiresAt = body.expires_at
        ? localInstant('expires_at', body.expires_at, event.timezone, issues)
        : null;
      if (issues.length > 0) throw new FieldValidationError(issues);
      // 16 random bytes in base32-like text: guessing one is hopeless even without the check's rate limit.
      const clear = Array.from({ length: body.count }, () => randomBytes(10).toString('hex').toUpperCase());
      const label = body.label || null;
      const now = clock.now();
      const ids = await db.transaction(async (tx) => {
        const t = tx;
        const made = await repository.insertKeys(
          t,
          id,
          clear.map((key) => ({ hash: accessKeyHash(key), label, expiresAt })),
        );
        await recordAudit(t, actor, now, {
          action: 'create_access_keys',
          entity: 'event',
          entityId: id,
          venueId: event.venue,
          before: null,
          // The keys themselves never reach the audit log.
          after: { key_ids: made, label, expires_at: body.expires_at ?? null },
        });
        return made;
      });
      await changes.publish({ topic: 'catalogue', id });
      return {
        keys: ids.map((keyId, i) => ({
          id: keyId,
          key: clear[i] as string,
          label,
          expires_at: body.expires_at ?? null,
        })),
      };
    },

    async listKeys(manager: Manager, id: number) {
      await readOrFail(manager, id);
      return { results: await repository.listKeys(id) };
    },
  };
}

function pricesOf(plan: PlanFacts, prices: Fields['prices'], issues: FieldIssue[]): Map<number, number> {
  const byKey = new Map(plan.categories.map((category) => [category.key, category.id]));
  const out = new Map<number, number>();
  prices.forEach((price, i) => {
    const categoryId = byKey.get(price.category);
    if (categoryId === undefined) {
      issues.push({
        field: `prices.${i}.category`,
        code: 'does_not_exist',
        message: 'field.price_unknown_category',
        params: { category: price.category },
      });
    } else if (out.has(categoryId)) {
      issues.push({
        field: `prices.${i}.category`,
        code: 'unique',
        message: 'field.price_duplicate_category',
        params: { category: price.category },
      });
    } else {
      out.set(categoryId, Math.round(price.price * 100));
    }
  });
  return out;
}

/**
 * The zone places of a session: every zone of the plan, at the plan's capacity unless given lower. A category
 * without a price leaves its zone's places unsold (the cart reads no price), not removed.
 */
function zonesOf(
  plan: PlanFacts,
  given: Fields['zone_capacities'],
  issues: FieldIssue[],
): Map<number, number> {
  const out = new Map(plan.zones.map((zone) => [zone.id, zone.capacity]));
  const byKey = new Map(plan.zones.map((zone) => [zone.key, zone]));
  const seen = new Set<string>();
  (given ?? []).forEach((entry, i) => {
    const zone = byKey.get(entry.zone);
    if (!zone || seen.has(entry.zone)) {
      issues.push({
        field: `zone_capacities.${i}.zone`,
        code: zone ? 'unique' : 'does_not_exist',
        message: 'field.zone_unknown',
        params: { zone: entry.zone },
      });
      return;
    }
    seen.add(entry.zone);
    if (entry.capacity > zone.capacity) {
      issues.push({
        field: `zone_capacities.${i}.capacity`,
        code: 'max_value',
        message: 'field.zone_capacity_over',
        params: { max: zone.capacity },
      });
      return;
    }
    out.set(zone.id, entry.capacity);
  });
  return out;
}

/**
 * A session on sale prices every category that has seats or zones: an unpriced category would silently sell
 * nothing, which an editor opening the sale does not mean. Drafts, announcements and pauses may be incomplete.
 */
function requireAllPriced(plan: PlanFacts, prices: Map<number, number>, issues: FieldIssue[]) {
  const missing = plan.categories.filter((category) => category.hasPlaces && !prices.has(category.id));
  if (missing.length > 0) {
    issues.push({
      field: 'prices',
      code: 'required',
      message: 'field.prices_missing',
      params: { categories: missing.map((category) => category.key).join(', ') },
    });
  }
}

function auditView(row: SessionRow, seriesId: string | null) {
  return {
    performance: row.performanceId,
    hall: row.hallId,
    plan: row.planId,
    starts_at: toLocal(row.startsAt, row.timezone),
    status: row.saleStatus,
    series_id: seriesId,
    prices: Object.fromEntries([...row.prices].map(([category, kopecks]) => [category, kopecks / 100])),
  };
}

/** What the audit keeps of a session read: its editable fields (not the moving counts). */
function auditRead(record: TManageEvent) {
  const { sold: _sold, held: _held, capacity: _capacity, updated_at: _updated, ...rest } = record;
  return rest;
}
