// Owns the rules of the back office's halls (docs/api.md "Back office": /manage/venues/{id}/halls, /manage/halls/{id}):
// a venue's managers keep its halls (another venue's hall answers 404, as if it did not exist); the slug is unique
// within the venue, given or derived from the Russian title; subway stations are replaced whole when given; a hall
// still used by a live session or a sold ticket is not archived, and a hall of an archived venue is neither made nor
// restored (the venue first); an archived hall is read-only until it is restored (record-writes.ts). Every write is
// audited and announced once committed. Hall names are not in the search index, so search is left alone.
import type { TManageHall, ZHallCreate, ZHallPatch } from '@afisha/contracts/manage/venues';
import type { Db, Locale } from '@afisha/db';
import { sql } from '@afisha/db/orm';
import type { z } from 'zod';
import { AppError } from '../../../lib/app-error.ts';
import type { AuditActor } from '../audit/audit-log.ts';
import { liveUsage } from '../live-usage.sql.ts';
import { assertManagesVenue, type Manager } from '../manage-access.ts';
import type { ManageDeps } from '../manage-deps.ts';
import { chooseSlug, slugSafe } from '../manage-records.ts';
import {
  archiveRecord,
  assertEditable,
  createRecord,
  type ManageWrite,
  restoreRecord,
  saveRecord,
  whileVenueArchived,
} from '../record-writes.ts';
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

  /** The parts every write of a hall of `venueId` shares. */
  const writeOf = (actor: AuditActor, now: Date, venueId: number, locale: Locale) => ({
    db,
    changes,
    actor,
    now,
    entity: 'hall',
    venueId,
    read: (tx: Db, id: number) => found(tx, id, locale),
  });

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
      return slugSafe(() =>
        createRecord({
          ...writeOf(actor, now, venueId, locale),
          refuse: (tx) => whileVenueArchived(tx, venueId, locale),
          insert: (tx) =>
            repository.insert(tx, {
              ...columnsOf(body),
              venueId,
              slug,
              title: body.title,
              address: body.address,
            }),
          also: (tx, id) => repository.replaceSubways(tx, id, body.subways ?? []),
        }),
      );
    },

    async update(
      { manager, actor, locale }: ManageWrite,
      id: number,
      version: number,
      body: HallPatch,
    ): Promise<TManageHall> {
      const before = await existing(manager, id, locale);
      assertEditable(before, version);
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
      return slugSafe(() =>
        saveRecord({
          ...writeOf(actor, now, before.venue.id, locale),
          id,
          table: 'halls',
          before,
          unchanged: Object.keys(columns).length === 0 && body.subways === undefined,
          update: (tx) => repository.update(tx, id, version, columns),
          also: async (tx) => {
            if (body.subways !== undefined) await repository.replaceSubways(tx, id, body.subways);
          },
        }),
      );
    },

    async archive({ manager, actor, locale }: ManageWrite, id: number): Promise<void> {
      const before = await existing(manager, id, locale);
      const now = clock.now();
      await archiveRecord({
        ...writeOf(actor, now, before.venue.id, locale),
        id,
        table: 'halls',
        before,
        usage: (tx) => liveUsage(tx, sql`e.hall_id = ${id}`, now, locale),
        archive: (tx) => repository.archive(tx, id, now),
      });
    },

    /** Brings an archived hall back, unless its venue is archived (restore the venue first). */
    async restore(
      { manager, actor, locale }: ManageWrite,
      id: number,
      version: number | undefined,
    ): Promise<TManageHall> {
      const hall = await existing(manager, id, locale);
      return restoreRecord({
        ...writeOf(actor, clock.now(), hall.venue.id, locale),
        id,
        table: 'halls',
        version,
        refuse: (tx, before) => whileVenueArchived(tx, before.venue.id, locale),
        restore: (tx) => repository.restore(tx, id),
      });
    },
  };
}

export type HallsService = ReturnType<typeof createHallsService>;
