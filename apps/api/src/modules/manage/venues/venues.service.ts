// Owns the rules of the back office's venues (docs/api.md "Back office", issue 20 "Venues and halls"): administrators
// create, archive and restore them, a venue's managers read and edit theirs (another venue answers 404); the slug is
// given or derived from the Russian name; the time zone defaults to the city's; a venue's city decides where its
// sessions are listed, so they move with it in the same transaction; search follows names and activity; an archived
// venue is read-only until it is restored (record-writes.ts); every write is audited and announced on the change bus
// once committed.
import type { TManageVenue, ZVenueCreate, ZVenuePatch } from '@afisha/contracts/manage/venues';
import { type Db, type Locale, refreshSearchDocumentsOf, type venues } from '@afisha/db';
import { sql } from '@afisha/db/orm';
import type { z } from 'zod';
import { AppError, FieldValidationError } from '../../../lib/app-error.ts';
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
} from '../record-writes.ts';
import { createVenuesRepository, type ListVenuesQuery, type VenueColumns } from './venues.repository.ts';

type VenueCreate = z.output<typeof ZVenueCreate>;
type VenuePatch = z.output<typeof ZVenuePatch>;

const blankToNull = (value: string | null | undefined) => (value === undefined ? undefined : value || null);

export function createVenuesService({ db, clock, changes }: Pick<ManageDeps, 'db' | 'clock' | 'changes'>) {
  const repository = createVenuesRepository(db);

  async function existing(manager: Manager, id: number, locale: Locale): Promise<TManageVenue> {
    const venue = await repository.find(db, id, locale, clock.now());
    if (!venue) throw new AppError('not_found', 404);
    assertManagesVenue(manager, venue.id);
    return venue;
  }

  async function cityOf(slug: string) {
    const city = await repository.city(slug);
    if (!city) throw new FieldValidationError([{ field: 'city', code: 'does_not_exist' }]);
    return city;
  }

  /** The columns a body sets (contacts field by field; '' clears one). */
  function columnsOf(body: VenuePatch): VenueColumns {
    const columns: VenueColumns = {};
    if (body.name !== undefined) columns.name = body.name;
    if (body.type !== undefined) columns.type = body.type;
    if (body.description !== undefined) columns.description = body.description;
    if (body.timezone !== undefined) columns.timezone = body.timezone;
    if (body.logo !== undefined) columns.logo = body.logo;
    if (body.contacts?.website !== undefined) columns.website = blankToNull(body.contacts.website);
    if (body.contacts?.phone !== undefined) columns.phone = blankToNull(body.contacts.phone);
    if (body.contacts?.email !== undefined) columns.email = blankToNull(body.contacts.email);
    return columns;
  }

  async function found(tx: Db, id: number, locale: Locale): Promise<TManageVenue> {
    const venue = await repository.find(tx, id, locale, clock.now());
    if (!venue) throw new AppError('not_found', 404);
    return venue;
  }

  /** The parts every venue write shares. */
  const writeOf = (actor: AuditActor, now: Date, locale: Locale) => ({
    db,
    changes,
    actor,
    now,
    entity: 'venue',
    venueId: 'self' as const,
    read: (tx: Db, id: number) => found(tx, id, locale),
  });

  return {
    list: (manager: Manager, query: ListVenuesQuery, locale: Locale) =>
      repository.list(manager, query, locale, clock.now()),

    get: existing,

    async create(actor: AuditActor, body: VenueCreate, locale: Locale): Promise<TManageVenue> {
      const city = await cityOf(body.city);
      const slug = await chooseSlug(db, { table: 'venues' }, body.slug, body.name.ru, 'venue');
      const now = clock.now();
      return slugSafe(() =>
        createRecord({
          ...writeOf(actor, now, locale),
          insert: (tx) =>
            repository.insert(tx, {
              ...(columnsOf(body) as typeof venues.$inferInsert),
              name: body.name,
              type: body.type,
              slug,
              cityId: city.id,
              timezone: body.timezone ?? city.timezone,
              createdAt: now,
              updatedAt: now,
            }),
          also: (tx, id) => refreshSearchDocumentsOf(tx, { venueIds: [id] }),
        }),
      );
    },

    async update(
      { manager, actor, locale }: ManageWrite,
      id: number,
      version: number,
      body: VenuePatch,
    ): Promise<TManageVenue> {
      const before = await existing(manager, id, locale);
      assertEditable(before, version);
      const columns = columnsOf(body);
      const city = body.city !== undefined && body.city !== before.city.slug ? await cityOf(body.city) : null;
      if (city) columns.cityId = city.id;
      if (body.slug !== undefined && body.slug !== before.slug) {
        columns.slug = await chooseSlug(db, { table: 'venues', exceptId: id }, body.slug, '', 'venue');
      }
      const now = clock.now();
      return slugSafe(() =>
        saveRecord({
          ...writeOf(actor, now, locale),
          id,
          table: 'venues',
          before,
          unchanged: Object.keys(columns).length === 0,
          update: (tx) => repository.update(tx, id, version, columns, now),
          async also(tx) {
            if (city) await repository.moveSessions(tx, id, city.id, now);
            if (city || columns.name) await refreshSearchDocumentsOf(tx, { venueIds: [id] });
          },
        }),
      );
    },

    /** Archives the venue (it leaves the site), unless live sessions or sold tickets still need it. */
    async archive({ manager, actor, locale }: ManageWrite, id: number): Promise<void> {
      const before = await existing(manager, id, locale);
      if (!manager.isAdmin) throw new AppError('permission_denied', 403);
      const now = clock.now();
      await archiveRecord({
        ...writeOf(actor, now, locale),
        id,
        table: 'venues',
        before,
        usage: (tx) =>
          liveUsage(tx, sql`e.hall_id IN (SELECT id FROM halls WHERE venue_id = ${id})`, now, locale),
        archive: (tx) => repository.archive(tx, id, now),
        also: (tx) => refreshSearchDocumentsOf(tx, { venueIds: [id] }),
      });
    },

    /**
     * Brings an archived venue back on the site (administrators only): active again as it was before its archive,
     * and in search again (its name and its performances').
     */
    async restore(
      { manager, actor, locale }: ManageWrite,
      id: number,
      version: number | undefined,
    ): Promise<TManageVenue> {
      await existing(manager, id, locale);
      if (!manager.isAdmin) throw new AppError('permission_denied', 403);
      const now = clock.now();
      return restoreRecord({
        ...writeOf(actor, now, locale),
        id,
        table: 'venues',
        version,
        restore: (tx, archivedFrom) => repository.restore(tx, id, archivedFrom?.is_active ?? true, now),
        also: (tx) => refreshSearchDocumentsOf(tx, { venueIds: [id] }),
      });
    },
  };
}

export type VenuesService = ReturnType<typeof createVenuesService>;
