// Owns copying a performance's sessions to another performance of its venue (issue 30; POST
// /manage/performances/{id}/copy_sessions): the duplicate of a show gets chosen upcoming sessions of the original,
// moved by days or to a season's start (wall time kept in the venue's zone), as drafts with their prices, zone places,
// per-order maximum and named tickets, on the hall's current published plan — a session whose plan is no longer
// current moves onto the current one when that has the same price categories (said per session), and is refused
// otherwise. Sales, holds, tickets and early-access keys are never copied; each copy gets a box-office number of its
// own (events.repository.ts insert). A preview makes nothing; otherwise all or nothing, each copy audited (`copy`,
// with the session it came from), and the change notices go after the commit.
import type {
  TCopiedSession,
  TCopySessions,
  TCopySessionsAnswer,
} from '@afisha/contracts/manage/copy-sessions';
import type { TManageEvent } from '@afisha/contracts/manage/events';
import { fromLocal, toLocal } from '@afisha/contracts/venue-time';
import type { Db } from '@afisha/db';
import { sql } from '@afisha/db/orm';
import type { Translate } from '../../../i18n/translate.ts';
import { AppError, FieldValidationError } from '../../../lib/app-error.ts';
import type { ChangePublisher } from '../../../lib/change-bus/change-bus.ts';
import type { Clock } from '../../../lib/clock.ts';
import { type AuditActor, recordAudit } from '../audit/audit-log.ts';
import { assertManagesVenue, type Manager } from '../manage-access.ts';
import type { ManageEventsRepository, PlanFacts, SessionRow } from './events.repository.ts';

const DAY_MS = 86_400_000;

/** "YYYY-MM-DD" moved by whole days (calendar arithmetic, no zone). */
function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

export function createCopySessions(deps: {
  db: Db;
  repository: ManageEventsRepository;
  clock: Clock;
  changes: ChangePublisher;
}) {
  const { db, repository, clock, changes } = deps;

  return async function copySessions(
    manager: Manager,
    actor: AuditActor,
    sourceId: number,
    body: TCopySessions,
    t: Translate,
  ): Promise<TCopySessionsAnswer> {
    if (!body.preview && body.to === undefined) {
      throw new FieldValidationError([{ field: 'to', code: 'required' }]);
    }
    const now = clock.now();
    const ids = [...new Set(body.events)];
    const sources: TManageEvent[] = [];
    for (const id of ids) {
      const session = await repository.read(db, id, now);
      // Another venue's session answers as one that does not exist.
      assertManagesVenue(manager, session?.venue);
      sources.push(session as TManageEvent);
    }
    sources.sort((a, b) => a.starts_at_utc.localeCompare(b.starts_at_utc) || a.id - b.id);
    // The source performance: its venue the caller manages (404 otherwise), whether or not it is archived.
    const { rows } = await db.execute<{ venue_id: number }>(
      sql`SELECT venue_id FROM performances WHERE id = ${sourceId}`,
    );
    assertManagesVenue(manager, rows[0] ? Number(rows[0].venue_id) : null);

    const first = sources[0]?.starts_at.slice(0, 10) as string;
    const days = 'days' in body.shift ? body.shift.days : daysBetween(first, body.shift.season_start);
    const target = body.to ?? sourceId;
    const plans = new Map<number, PlanFacts | null>();
    const planOf = async (hallId: number) => {
      if (!plans.has(hallId)) plans.set(hallId, await repository.plan(hallId, undefined));
      return plans.get(hallId) ?? null;
    };

    const results: TCopiedSession[] = [];
    const rowsToMake: { row: SessionRow; source: TManageEvent; index: number }[] = [];
    for (const source of sources) {
      const result: TCopiedSession = {
        source: source.id,
        starts_at: source.starts_at,
        id: null,
        plan_replaced: false,
        refusal: null,
        detail: null,
      };
      results.push(result);
      const refuse = (refusal: NonNullable<TCopiedSession['refusal']>, detail: string) => {
        result.refusal = refusal;
        result.detail = detail;
      };
      if (source.performance.id !== sourceId) {
        refuse('not_of_performance', t('manage.copy_not_of_performance'));
        continue;
      }
      if (source.archived) {
        refuse('archived', t('manage.copy_archived'));
        continue;
      }
      if (source.status === 'cancelled') {
        refuse('cancelled', t('manage.copy_cancelled'));
        continue;
      }
      if (Date.parse(source.starts_at_utc) <= now.getTime()) {
        refuse('past', t('manage.copy_past'));
        continue;
      }
      const local = `${addDays(source.starts_at.slice(0, 10), days)}T${source.starts_at.slice(11, 16)}`;
      result.starts_at = local;
      const resolved = fromLocal(local, source.timezone);
      if (resolved.kind === 'skipped') {
        refuse('time_skipped', t('field.session_time_skipped', { time: local.slice(11) }));
        continue;
      }
      if (resolved.instant <= now) {
        refuse('past', t('manage.copy_past'));
        continue;
      }
      const plan = await planOf(source.hall.id);
      if (!plan) {
        refuse('no_plan', t('field.hall_no_published_plan'));
        continue;
      }
      if (plan.id !== source.plan) {
        const { rows: keys } = await db.execute<{ key: string }>(
          sql`SELECT key FROM price_categories WHERE plan_id = ${source.plan} ORDER BY key`,
        );
        const old = keys.map((row) => row.key).sort();
        const current = plan.categories.map((category) => category.key).sort();
        if (old.join('\n') !== current.join('\n')) {
          refuse(
            'plan_categories_differ',
            t('manage.copy_plan_categories_differ', {
              old: old.join(', ') || '—',
              current: current.join(', ') || '—',
            }),
          );
          continue;
        }
        result.plan_replaced = true;
        result.detail = t('manage.copy_plan_replaced');
      }
      const categoryIds = new Map(plan.categories.map((category) => [category.key, category.id]));
      const zones = new Map(plan.zones.map((zone) => [zone.key, zone]));
      const zoneCapacities = new Map(plan.zones.map((zone) => [zone.id, zone.capacity]));
      for (const zone of source.zone_capacities) {
        const current = zones.get(zone.zone);
        if (current) zoneCapacities.set(current.id, Math.min(zone.capacity, current.capacity));
      }
      const withOpenDate = source.withopendate && source.begindate !== null;
      rowsToMake.push({
        source,
        index: results.length - 1,
        row: {
          performanceId: target,
          hallId: source.hall.id,
          planId: plan.id,
          cityId: 0,
          timezone: source.timezone,
          startsAt: resolved.instant,
          withOpenDate,
          beginDate: withOpenDate ? addDays(source.begindate as string, days) : null,
          beginTime: withOpenDate ? source.begintime : null,
          saleStatus: 'draft',
          saleOpensAt: null,
          saleClosesAt: null,
          maxSeatsPerOrder: source.max_per_order,
          requiresNamedTickets: source.named_tickets,
          seriesId: null,
          prices: new Map(
            source.prices.flatMap((price) => {
              const id = categoryIds.get(price.category);
              return id === undefined ? [] : [[id, Math.round(price.price * 100)] as [number, number]];
            }),
          ),
          zoneCapacities,
        },
      });
    }

    const refused = results.filter((result) => result.refusal !== null);
    if (body.preview) return { preview: true, count: results.length - refused.length, sessions: results };
    if (refused.length > 0) {
      throw new AppError(
        'conflict',
        409,
        { count: refused.length, total: results.length },
        'error.copy_sessions_refused',
        { sessions: results },
      );
    }
    // The performance the copies go to: of the same venue as every hall, and the caller's (404 otherwise).
    const halls = [...new Set(rowsToMake.map(({ row }) => row.hallId))];
    const contexts = await Promise.all(halls.map((hall) => repository.context(target, hall)));
    const context = contexts[0];
    if (!context) throw new AppError('not_found', 404);
    assertManagesVenue(manager, context.performance.venueId);
    if (contexts.some((each) => !each?.hall || each.hall.venueId !== context.performance.venueId)) {
      throw new FieldValidationError([{ field: 'to', code: 'invalid', message: 'field.hall_not_of_venue' }]);
    }
    for (const entry of rowsToMake) entry.row.cityId = context.venue.cityId;
    const made = await db.transaction(async (tx) => {
      for (const hall of halls) {
        if (!(await repository.sourcesInUse(tx, target, hall))) throw new AppError('not_found', 404);
      }
      const created = await repository.insert(
        tx,
        rowsToMake.map(({ row }) => row),
        now,
      );
      await recordAudit(
        tx,
        actor,
        now,
        ...rowsToMake.map(({ row, source }, i) => ({
          action: 'copy',
          entity: 'event',
          entityId: created[i] as number,
          venueId: context.performance.venueId,
          before: null,
          after: {
            copied_from: source.id,
            performance: row.performanceId,
            hall: row.hallId,
            plan: row.planId,
            starts_at: toLocal(row.startsAt, row.timezone),
            status: row.saleStatus,
            prices: Object.fromEntries(source.prices.map((price) => [price.category, price.price])),
          },
        })),
      );
      return created;
    });
    rowsToMake.forEach(({ index }, i) => {
      (results[index] as TCopiedSession).id = made[i] as number;
    });
    await changes.publish({ topic: 'catalogue' });
    await changes.publish({ topic: 'prices' });
    return { preview: false, count: made.length, sessions: results };
  };
}
