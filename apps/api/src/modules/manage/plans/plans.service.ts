// Owns the back office's plans as rules (docs/api.md "Back office", "Plan document"): who may touch which hall's plans,
// drafts made, copied, imported and replaced whole under their version, published plans read-only, archiving refused
// while live sessions sell on a plan, publishing validated (every problem listed) and guarded (plan-publish.ts), and
// every write audited in its transaction and announced after it commits.
import type { TLocale } from '@afisha/contracts';
import { LOCALES, NON_FIELD_ERRORS } from '@afisha/contracts';
import type { TPlanChanges, TPlanSessionsMoved } from '@afisha/contracts/manage/plan-versions';
import {
  PLAN_PROBLEMS_LISTED,
  type TPlanCreate,
  type TPlanDocument,
  type TPlanDocumentRead,
  type TPlanImportFormat,
  type TPlanListQuery,
  type TPlanRead,
  type TPlanSummary,
  ZPlanDocument,
} from '@afisha/contracts/manage/plans';
import type { Db } from '@afisha/db';
import { AppError, FieldValidationError } from '../../../lib/app-error.ts';
import { toFieldIssues } from '../../../lib/zod-issues.ts';
import { csvField } from '../../box-office/orders-csv.ts';
import { retryingConflicts } from '../../cart/retry.ts';
import { type AuditActor, recordAudit } from '../audit/audit-log.ts';
import { assertManagesVenue, type Manager } from '../manage-access.ts';
import type { ManageDeps } from '../manage-deps.ts';
import { staleWrite, stillInUse } from '../write-refusals.ts';
import { planChanges } from './plan-changes.ts';
import { csvToDocument, detectJsonFormat, pretixToDocument } from './plan-import.ts';
import { type MoveOptions, type MoveOutcome, moveSessionsOnto } from './plan-move.ts';
import { type PublishOptions, publishPlanRows } from './plan-publish.ts';
import { createPlansRepository, type PlanHead } from './plans.repository.ts';
import { validatePlan } from './validate-plan.ts';

type Who = { manager: Manager; actor: AuditActor; locale: TLocale };

const readLocalized = (value: Partial<Record<TLocale, string>> | undefined) =>
  Object.fromEntries(LOCALES.map((locale) => [locale, value?.[locale] ?? ''])) as Record<TLocale, string>;

/** A document as the back office reads it: every name whole, '' where a language is missing. */
export function documentRead(document: TPlanDocument | TPlanDocumentRead): TPlanDocumentRead {
  return {
    name: document.name,
    width: document.width,
    height: document.height,
    categories: document.categories.map((c) => ({ key: c.key, name: readLocalized(c.name), color: c.color })),
    sections: document.sections.map((s) => ({
      key: s.key,
      name: readLocalized(s.name),
      kind: s.kind,
      ...(s.layout ? { layout: s.layout } : {}),
      rows: s.rows.map((r) => ({
        key: r.key,
        label: r.label,
        ...(r.layout ? { layout: r.layout } : {}),
        seats: r.seats.map((seat) => ({
          key: seat.key,
          label: seat.label,
          x: seat.x,
          y: seat.y,
          ...(seat.category ? { category: seat.category } : {}),
          ...(seat.flags && seat.flags.length > 0 ? { flags: [...seat.flags] } : {}),
        })),
      })),
    })),
    zones: (document.zones ?? []).map((z) => ({
      key: z.key,
      name: readLocalized(z.name),
      ...(z.category ? { category: z.category } : {}),
      capacity: z.capacity,
      shape: z.shape,
    })),
    shapes: (document.shapes ?? []).map((shape) => ({
      kind: shape.kind,
      ...(shape.label ? { label: readLocalized(shape.label) } : {}),
      x: shape.x ?? 0,
      y: shape.y ?? 0,
      width: shape.width ?? 0,
      height: shape.height ?? 0,
      ...(shape.rotation ? { rotation: shape.rotation } : {}),
      ...(shape.points ? { points: shape.points } : {}),
    })),
    ...(document.background
      ? {
          background: {
            media: document.background.media,
            url: 'url' in document.background ? (document.background.url ?? null) : null,
            x: document.background.x ?? 0,
            y: document.background.y ?? 0,
            scale: document.background.scale ?? 1,
            opacity: document.background.opacity ?? 0.5,
          },
        }
      : {}),
  };
}

/**
 * A published plan's document as read: built from its rows (what sells), with what only the designer uses — row and
 * section layouts, the traced background — taken from the document it was published from, by key.
 */
function withDesignerParts(built: TPlanDocumentRead, published: TPlanDocument | null): TPlanDocumentRead {
  if (!published) return built;
  const sections = new Map(published.sections.map((section) => [section.key, section]));
  const rows = new Map(published.sections.flatMap((section) => section.rows.map((row) => [row.key, row])));
  return {
    ...built,
    sections: built.sections.map((section) => {
      const layout = sections.get(section.key)?.layout;
      return {
        ...section,
        ...(layout ? { layout } : {}),
        rows: section.rows.map((row) => {
          const rowLayout = rows.get(row.key)?.layout;
          return rowLayout ? { ...row, layout: rowLayout } : row;
        }),
      };
    }),
    ...(published.background ? { background: { ...published.background, url: null } } : {}),
  };
}

/** Parses a document the service built (import, copy) with the same schema the routes use: field errors, never 500. */
function parseDocument(value: unknown, prefix = ''): TPlanDocument {
  const parsed = ZPlanDocument.safeParse(value);
  if (parsed.success) return parsed.data;
  const issues = toFieldIssues(parsed.error.issues, value);
  throw new FieldValidationError(
    prefix ? issues.map((issue) => ({ ...issue, field: `${prefix}.${issue.field}` })) : issues,
  );
}

export function createPlansService(
  deps: ManageDeps & { publishOptions?: PublishOptions; moveOptions?: MoveOptions },
) {
  const { db, clock, changes } = deps;
  const repository = createPlansRepository(db);

  async function managedHall(manager: Manager, hallId: number): Promise<number> {
    const venueId = await repository.hallVenue(hallId);
    assertManagesVenue(manager, venueId);
    return venueId as number;
  }

  async function managedPlan(manager: Manager, planId: number, tx: Db = db): Promise<PlanHead> {
    const head = await repository.head(planId, tx);
    assertManagesVenue(manager, head?.venueId);
    return head as PlanHead;
  }

  /** The document of a plan: a draft's as written; a published plan's built from its rows (what sells). */
  async function documentOf(head: PlanHead, tx: Db = db): Promise<TPlanDocumentRead> {
    if (head.status === 'draft' && head.document) return documentRead(head.document);
    const built = await repository.documentFromRows(head.id, tx);
    if (!built) throw new AppError('not_found', 404);
    return documentRead(withDesignerParts(built, head.document));
  }

  async function read(head: PlanHead, tx: Db = db): Promise<TPlanRead> {
    const document = await documentOf(head, tx);
    if (document.background) {
      document.background.url = await repository.mediaUrl(document.background.media, tx);
    }
    return { ...document, ...headRead(head) };
  }

  /** The background must be an image uploaded in this back office (POST /manage/media). */
  async function checkBackground(document: TPlanDocument): Promise<void> {
    if (!document.background) return;
    if ((await repository.mediaUrl(document.background.media)) === null) {
      throw new FieldValidationError([
        { field: 'background.media', code: 'does_not_exist', message: 'field.plan_background_media' },
      ]);
    }
  }

  async function createDraft(
    who: Who,
    hallId: number,
    venueId: number,
    document: TPlanDocument,
    action: string,
  ) {
    await checkBackground(document);
    const id = await db.transaction(async (tx) => {
      const id = await repository.createDraft(tx, hallId, document);
      await recordAudit(tx, who.actor, clock.now(), {
        action,
        entity: 'plan',
        entityId: id,
        venueId,
        before: null,
        after: { hall: hallId, name: document.name, status: 'draft' },
      });
      return id;
    });
    await changes.publish({ topic: 'plans', id });
    return read(await managedPlan(who.manager, id));
  }

  return {
    async list(who: Who, hallId: number, query: TPlanListQuery) {
      await managedHall(who.manager, hallId);
      const page = await repository.list(who.manager, hallId, query, clock.now(), who.locale);
      return {
        ...query,
        count: page.count,
        results: page.results.map(
          (each): TPlanSummary => ({
            ...headRead(each.head),
            name: each.head.name,
            sessions_count: each.sessionsCount,
            sessions: each.sessions,
          }),
        ),
      };
    },

    async create(who: Who, hallId: number, body: TPlanCreate): Promise<TPlanRead> {
      const venueId = await managedHall(who.manager, hallId);
      if ('copy_of' in body) {
        const source = await managedPlan(who.manager, body.copy_of).catch(() => {
          throw new FieldValidationError([{ field: 'copy_of', code: 'does_not_exist' }]);
        });
        const copied = parseDocument(await documentOf(source));
        return createDraft(who, hallId, venueId, { ...copied, name: body.name ?? copied.name }, 'copy');
      }
      return createDraft(who, hallId, venueId, body, 'create');
    },

    async get(who: Who, planId: number): Promise<TPlanRead> {
      return read(await managedPlan(who.manager, planId));
    },

    async replace(who: Who, planId: number, version: number, document: TPlanDocument): Promise<TPlanRead> {
      const head = await managedPlan(who.manager, planId);
      if (head.status === 'published') throw new AppError('conflict', 409, {}, 'error.plan_published');
      await checkBackground(document);
      const replaced = await db.transaction(async (tx) => {
        if (!(await repository.replaceDraft(tx, planId, version, document))) return false;
        await recordAudit(tx, who.actor, clock.now(), {
          action: 'update',
          entity: 'plan',
          entityId: planId,
          venueId: head.venueId,
          before: { version: head.version, name: head.name, seats: head.seatCount },
          after: { version: head.version + 1, name: document.name },
        });
        return true;
      });
      if (!replaced) {
        const current = await managedPlan(who.manager, planId);
        if (current.status === 'published') throw new AppError('conflict', 409, {}, 'error.plan_published');
        throw staleWrite(current.version);
      }
      await changes.publish({ topic: 'plans', id: planId });
      return read(await managedPlan(who.manager, planId));
    },

    /** A new name for a draft or a published plan (the sessions and the storefront never show it). */
    async rename(who: Who, planId: number, version: number, name: string): Promise<TPlanRead> {
      const head = await managedPlan(who.manager, planId);
      if (head.archivedAt) throw new AppError('not_found', 404);
      const renamed = await db.transaction(async (tx) => {
        if (!(await repository.rename(tx, planId, version, name))) return false;
        await recordAudit(tx, who.actor, clock.now(), {
          action: 'update',
          entity: 'plan',
          entityId: planId,
          venueId: head.venueId,
          before: { version: head.version, name: head.name },
          after: { version: head.version + 1, name },
        });
        return true;
      });
      if (!renamed) throw staleWrite((await managedPlan(who.manager, planId)).version);
      await changes.publish({ topic: 'plans', id: planId });
      return read(await managedPlan(who.manager, planId));
    },

    async archive(who: Who, planId: number): Promise<void> {
      const head = await managedPlan(who.manager, planId);
      if (head.archivedAt) return;
      if (head.status === 'published') {
        const live = await repository.liveSessions(planId, clock.now(), who.locale);
        if (live.count > 0) {
          throw stillInUse(
            live.sessions.map((s) => ({
              kind: 'event' as const,
              id: s.id,
              label: `${s.title} ${new Date(s.starts_at).toISOString()}`,
            })),
            live.count,
          );
        }
      }
      await db.transaction(async (tx) => {
        await repository.archive(tx, planId, clock.now());
        await recordAudit(tx, who.actor, clock.now(), {
          action: 'archive',
          entity: 'plan',
          entityId: planId,
          venueId: head.venueId,
          before: { archived: false, is_default: head.isDefault },
          after: { archived: true },
        });
      });
      await changes.publish({ topic: 'plans', id: planId });
    },

    async publish(who: Who, planId: number, version: number | undefined) {
      const head = await managedPlan(who.manager, planId);
      if (head.status === 'published') throw new AppError('conflict', 409, {}, 'error.plan_published');
      if (head.archivedAt) throw new AppError('not_found', 404);
      if (version !== undefined && version !== head.version) throw staleWrite(head.version);
      const document = parseDocument(head.document);
      const problems = validatePlan(document, who.locale);
      if (problems.length > 0) {
        const listed = problems.slice(0, PLAN_PROBLEMS_LISTED);
        if (problems.length > listed.length) {
          listed.push({
            field: NON_FIELD_ERRORS,
            code: 'invalid',
            message: 'field.plan_problems_more',
            params: { count: problems.length - listed.length },
          });
        }
        throw new FieldValidationError(listed);
      }
      // A deadlock or serialization failure against a hold is run again (cart/retry.ts), never shown.
      const outcome = await retryingConflicts(() =>
        db.transaction(async (tx) => {
          // The draft is locked and checked again: two publishes of one draft, or a PUT racing the publish.
          const row = await repository.lockPlan(tx, planId);
          if (row?.status !== 'draft' || row.version !== head.version) return { kind: 'stale' as const };
          const result = await publishPlanRows(
            tx,
            { id: planId, hallId: head.hallId },
            document,
            clock.now(),
            deps.publishOptions,
          );
          if (result.kind === 'in_use') {
            // Nothing of it may stay: the rows written so far go with the transaction.
            throw new InUseRollback(result);
          }
          await recordAudit(tx, who.actor, clock.now(), {
            action: 'publish',
            entity: 'plan',
            entityId: planId,
            venueId: head.venueId,
            before: { status: 'draft', version: head.version },
            after: {
              status: 'published',
              revision: result.revision,
              seats: head.seatCount,
              moved_sessions: result.movedSessions,
            },
          });
          return result;
        }),
      ).catch((error: unknown) => {
        if (error instanceof InUseRollback) return error.outcome;
        throw error;
      });
      if (outcome.kind === 'stale') {
        const current = await managedPlan(who.manager, planId);
        if (current.status === 'published') throw new AppError('conflict', 409, {}, 'error.plan_published');
        throw staleWrite(current.version);
      }
      if (outcome.kind === 'in_use') {
        throw new AppError('plan_seats_in_use', 409, { count: outcome.count }, undefined, {
          sessions: outcome.sessions,
          seats: outcome.seats,
          seats_count: outcome.count,
        });
      }
      await changes.publish({ topic: 'plans', id: planId });
      if (outcome.movedSessions.length > 0) {
        for (const id of outcome.movedSessions) await changes.publish({ topic: 'prices', id });
        await changes.publish({ topic: 'catalogue' });
      }
      return {
        ...(await read(await managedPlan(who.manager, planId))),
        moved_sessions: outcome.movedSessions,
      };
    },

    /** A new draft of the hall's next version, from a published plan (its document, layouts and background). */
    async draftFrom(who: Who, planId: number, name: string | undefined): Promise<TPlanRead> {
      const head = await managedPlan(who.manager, planId);
      if (head.archivedAt) throw new AppError('not_found', 404);
      if (head.status !== 'published') {
        throw new AppError('conflict', 409, {}, 'error.plan_not_published');
      }
      const copied = parseDocument(await documentOf(head));
      return createDraft(who, head.hallId, head.venueId, { ...copied, name: name ?? copied.name }, 'draft');
    },

    /** What a draft changes against the hall's plan in use, and the live sessions' seats it touches. */
    async changes(who: Who, planId: number): Promise<TPlanChanges> {
      const head = await managedPlan(who.manager, planId);
      if (head.archivedAt) throw new AppError('not_found', 404);
      if (head.status !== 'draft' || !head.document) {
        throw new AppError('conflict', 409, {}, 'error.plan_published');
      }
      const document = parseDocument(head.document);
      const problems = validatePlan(document, who.locale).length;
      return planChanges(
        db,
        { id: planId, hallId: head.hallId, document },
        problems,
        clock.now(),
        who.locale,
      );
    },

    /**
     * Moves live sessions onto a newer published version of their hall's plan, all or none: `sessions` named (each
     * one the person manages), or every live session of the hall on an older version. Audited per session, announced
     * after the commit so the storefront's seat map and the carts' sale plans follow.
     */
    async moveSessions(
      who: Who,
      planId: number,
      sessions: number[] | 'older',
      field: 'plan' | 'sessions',
    ): Promise<TPlanSessionsMoved> {
      const head = await managedPlan(who.manager, planId);
      if (head.archivedAt) throw new AppError('not_found', 404);
      const outcome = await retryingConflicts(() =>
        db.transaction(async (tx) => {
          const result = await moveSessionsOnto(
            tx,
            { id: planId, hallId: head.hallId },
            sessions,
            clock.now(),
            deps.moveOptions,
          );
          if (result.kind !== 'moved') throw new MoveRollback(result);
          for (const moved of result.moved) {
            await recordAudit(tx, who.actor, clock.now(), {
              action: 'move_plan',
              entity: 'event',
              entityId: moved.id,
              venueId: head.venueId,
              before: { plan: moved.from },
              after: { plan: planId, revision: result.revision },
            });
          }
          return result;
        }),
      ).catch((error: unknown) => {
        if (error instanceof MoveRollback) return error.outcome;
        throw error;
      });
      switch (outcome.kind) {
        case 'plan_not_published':
          throw new FieldValidationError([{ field, code: 'invalid', message: 'field.plan_not_newer' }]);
        case 'refused':
          throw new FieldValidationError(
            outcome.refusals.map((refusal) => ({
              field,
              code: refusal.reason === 'not_found' ? 'does_not_exist' : 'invalid',
              message: `field.plan_move_${refusal.reason}` as const,
              params: { session: refusal.session },
            })),
          );
        case 'in_use':
          throw new AppError(
            'plan_seats_in_use',
            409,
            { count: outcome.count },
            'error.plan_move_seats_in_use',
            {
              sessions: outcome.sessions,
              seats: outcome.seats,
              seats_count: outcome.count,
            },
          );
      }
      if (outcome.moved.length > 0) {
        await changes.publish({ topic: 'plans', id: planId });
        for (const moved of outcome.moved) await changes.publish({ topic: 'prices', id: moved.id });
        await changes.publish({ topic: 'catalogue' });
      }
      return {
        plan: planId,
        revision: outcome.revision,
        moved_sessions: outcome.moved.map((moved) => moved.id),
      };
    },

    /** POST /manage/events/{id}/plan: one session onto a newer version (the person must manage its venue). */
    async moveEvent(who: Who, eventId: number, planId: number): Promise<TPlanSessionsMoved> {
      const event = await repository.eventHall(eventId);
      assertManagesVenue(who.manager, event?.venueId);
      const plan = await repository.head(planId);
      if (!plan || plan.venueId !== event?.venueId || plan.hallId !== event.hallId) {
        throw new FieldValidationError([
          { field: 'plan', code: 'invalid', message: 'field.plan_not_of_hall' },
        ]);
      }
      return this.moveSessions(who, planId, [eventId], 'plan');
    },

    async export(who: Who, planId: number, format: 'json' | 'csv') {
      const head = await managedPlan(who.manager, planId);
      const document = await documentOf(head);
      if (format === 'json') return { kind: 'json' as const, document, name: head.name };
      const lines = [['section', 'row', 'seat', 'category', 'x', 'y']];
      for (const section of document.sections) {
        for (const row of section.rows) {
          for (const seat of row.seats) {
            lines.push([
              section.name.ru,
              row.label,
              seat.label,
              seat.category ?? '',
              String(seat.x),
              String(seat.y),
            ]);
          }
        }
      }
      const csv = lines
        .map((fields) => `${fields.map((field) => csvField(field, ',')).join(',')}\r\n`)
        .join('');
      return { kind: 'csv' as const, csv, name: head.name };
    },

    async import(
      who: Who,
      input: { hall?: number; format?: TPlanImportFormat; name?: string; content: unknown },
    ): Promise<TPlanRead> {
      if (input.hall === undefined) throw new FieldValidationError([{ field: 'hall', code: 'required' }]);
      const venueId = await managedHall(who.manager, input.hall);
      // Without a name of its own, the plan is named after its hall, in the manager's language (a plan document
      // keeps the name it carries).
      const name = input.name?.trim() || (await repository.hallTitle(input.hall, who.locale));
      const format =
        input.format ?? (typeof input.content === 'string' ? 'csv' : detectJsonFormat(input.content));
      let raw: unknown;
      switch (format) {
        case 'csv':
          if (typeof input.content !== 'string')
            throw new FieldValidationError([{ field: 'content', code: 'invalid' }]);
          raw = csvToDocument(input.content, name);
          break;
        case 'pretix':
          raw = pretixToDocument(input.content, name);
          break;
        case 'document':
          raw = input.content;
          break;
        default:
          throw new FieldValidationError([
            { field: 'format', code: 'required', message: 'field.plan_format_unknown' },
          ]);
      }
      const document = parseDocument(raw, format === 'document' ? '' : 'content');
      return createDraft(who, input.hall, venueId, input.name ? { ...document, name } : document, 'import');
    },
  };
}

function headRead(head: PlanHead) {
  return {
    id: head.id,
    hall: head.hallId,
    venue: head.venueId,
    status: head.status,
    version: head.version,
    revision: head.revision,
    published_at: head.publishedAt?.toISOString() ?? null,
    is_default: head.isDefault,
    archived: head.archivedAt !== null,
    created_at: head.createdAt.toISOString(),
    seat_count: head.seatCount,
    zone_capacity: head.zoneCapacity,
  };
}

/** Carries a move's refusal out of the transaction, so the transaction rolls back whole. */
class MoveRollback extends Error {
  constructor(readonly outcome: Exclude<MoveOutcome, { kind: 'moved' }>) {
    super('sessions not moved');
  }
}

/** Carries the guard's refusal out of the transaction, so the transaction rolls back whole. */
class InUseRollback extends Error {
  constructor(readonly outcome: Extract<Awaited<ReturnType<typeof publishPlanRows>>, { kind: 'in_use' }>) {
    super('plan seats in use');
  }
}

export type PlansService = ReturnType<typeof createPlansService>;
