// Owns the rules of the back office's halls (API.md "Back office": /manage/venues/{id}/halls, /manage/halls/{id}):
// a venue's managers keep its halls (another venue's hall answers 404, as if it did not exist); the slug is unique
// within the venue, given or derived from the Russian title; subway stations are replaced whole when given; a hall
// still used by a live session or a sold ticket is not archived. Every write is audited and announced once
// committed. Hall names are not in the search index, so search is left alone.
import type { TManageHall, ZHallCreate, ZHallPatch } from '@afisha/contracts/manage/venues';
import type { Db, Locale } from '@afisha/db';
import { sql } from '@afisha/db/orm';
import type { z } from 'zod';
import { AppError } from '../../../lib/app-error.ts';
import { type AuditActor, recordAudit } from '../audit/audit-log.ts';
import { liveUsage } from '../live-usage.sql.ts';
import { assertManagesVenue, type Manager } from '../manage-access.ts';
import type { ManageDeps } from '../manage-deps.ts';
import { chooseSlug, isUniqueViolation, slugTaken } from '../manage-records.ts';
import { staleWrite, stillInUse } from '../write-refusals.ts';
import { createHallsRepository, type HallColumns, type ListHallsQuery } from './halls.repository.ts';

type HallCreate = z.output<typeof ZHallCreate>;
type HallPatch = z.output<typeof ZHallPatch>;

function columnsOf(body: HallPatch): HallColumns {
  const columns: HallColumns = {};
  if (body.title !== undefined) columns.title = body.title;
  if (body.subtitle !== undefined) columns.subtitle = body.subtitle;
  if (body.address !== undefined) columns.address = body.address;
  if (body.latitude !== undefined) columns.latitude = body.latitude;
  if (body.longitude !== undefined) columns.longitude = body.longitude;
  if (body.position !== undefined) columns.position = body.position;
  return columns;
}

export function createHallsService({ db, clock, changes }: Pick<ManageDeps, 'db' | 'clock' | 'changes'>) {
  const repository = createHallsRepository(db);

  async function found(tx: Db, id: number, locale: Locale): Promise<TManageHall> {
    const hall = await repository.find(tx, id, locale, clock.now());
    if (!hall) throw new AppError('not_found', 404);
    return hall;
  }

  async function existing(manager: Manager, id: number, locale: Locale): Promise<TManageHall> {
    const hall = await found(db, id, locale);
    assertManagesVenue(manager, hall.venue.id);
    return hall;
  }

  async function managedVenue(manager: Manager, venueId: number): Promise<void> {
    assertManagesVenue(manager, venueId);
    if (!(await repository.venueExists(venueId))) throw new AppError('not_found', 404);
  }

  async function slugSafe<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw slugTaken();
      throw error;
    }
  }

  const inVenue = (venueId: number) => sql`venue_id = ${venueId}`;

  return {
    async list(manager: Manager, venueId: number, query: ListHallsQuery, locale: Locale) {
      await managedVenue(manager, venueId);
      return repository.list(venueId, query, locale, clock.now());
    },

    get: existing,

    async create(manager: Manager, actor: AuditActor, venueId: number, body: HallCreate, locale: Locale) {
      await managedVenue(manager, venueId);
      const slug = await chooseSlug(
        db,
        { table: 'halls', within: inVenue(venueId) },
        body.slug,
        body.title.ru,
        'hall',
      );
      const now = clock.now();
      const hall = await slugSafe(() =>
        db.transaction(async (tx) => {
          const id = await repository.insert(tx, {
            ...columnsOf(body),
            venueId,
            slug,
            title: body.title,
            address: body.address,
          });
          await repository.replaceSubways(tx, id, body.subways ?? []);
          const after = await found(tx, id, locale);
          await recordAudit(tx, actor, now, {
            action: 'create',
            entity: 'hall',
            entityId: id,
            venueId,
            before: null,
            after,
          });
          return after;
        }),
      );
      await changes.publish({ topic: 'catalogue' });
      return hall;
    },

    async update(
      manager: Manager,
      actor: AuditActor,
      id: number,
      version: number,
      body: HallPatch,
      locale: Locale,
    ): Promise<TManageHall> {
      const before = await existing(manager, id, locale);
      if (before.version !== version) throw staleWrite(before.version);
      const columns = columnsOf(body);
      if (body.slug !== undefined && body.slug !== before.slug) {
        columns.slug = await chooseSlug(
          db,
          { table: 'halls', within: inVenue(before.venue.id), exceptId: id },
          body.slug,
          '',
          'hall',
        );
      }
      const now = clock.now();
      const hall = await slugSafe(() =>
        db.transaction(async (tx) => {
          if (!(await repository.update(tx, id, version, columns))) {
            throw staleWrite((await found(tx, id, locale)).version);
          }
          if (body.subways !== undefined) await repository.replaceSubways(tx, id, body.subways);
          const after = await found(tx, id, locale);
          await recordAudit(tx, actor, now, {
            action: 'update',
            entity: 'hall',
            entityId: id,
            venueId: before.venue.id,
            before,
            after,
          });
          return after;
        }),
      );
      await changes.publish({ topic: 'catalogue' });
      return hall;
    },

    async archive(manager: Manager, actor: AuditActor, id: number, locale: Locale): Promise<void> {
      const before = await existing(manager, id, locale);
      if (before.archived_at !== null) return;
      const now = clock.now();
      const archived = await db.transaction(async (tx) => {
        // Locked first, so a session made in the hall meanwhile waits and is seen below.
        await tx.execute(sql`SELECT 1 FROM halls WHERE id = ${id} FOR UPDATE`);
        const usage = await liveUsage(tx, sql`e.hall_id = ${id}`, now, locale);
        if (usage.count > 0) throw stillInUse(usage.usedBy, usage.count);
        if (!(await repository.archive(tx, id, now))) return false;
        await recordAudit(tx, actor, now, {
          action: 'archive',
          entity: 'hall',
          entityId: id,
          venueId: before.venue.id,
          before,
          after: await found(tx, id, locale),
        });
        return true;
      });
      if (archived) await changes.publish({ topic: 'catalogue' });
    },
  };
}
