// Owns the writes every versioned, audited, archivable record of the back office makes the same way (venues, halls,
// artists, genres, tags; performances restore through here too, and their own save checks what a save checks here):
// create, save, archive and restore. Each is one transaction that changes the record, does the record's own extra
// work (subways, search documents, a city move), reads the record back and writes its audit row with before and
// after; the catalogue is told after the commit, and only when something changed. What differs (the columns, the
// usage question, the extra work) is passed in. An archived record is read-only until it is restored: a save of it is
// refused (409 `record_archived`), checked again under the row's lock inside the save's transaction.
import type { TUsage } from '@afisha/contracts/manage/common';
import type { Db, Locale } from '@afisha/db';
import { sql } from '@afisha/db/orm';
import type { AppError } from '../../lib/app-error.ts';
import type { ChangePublisher } from '../../lib/change-bus/change-bus.ts';
import type { ChangeNotice } from '../../lib/change-bus/change-topics.ts';
import { tr } from '../catalogue/catalogue.sql.ts';
import { type AuditActor, recordAudit } from './audit/audit-log.ts';
import type { Manager } from './manage-access.ts';
import { recordArchived, staleWrite, stillInUse, venueArchived } from './write-refusals.ts';

/** The tables of the records that are archived and restored through here, and saved with the checks below. */
export type ArchivableTable = 'venues' | 'halls' | 'performances' | 'artists' | 'genres' | 'tags';

/**
 * Who writes: the manager (the venues they may touch), the audit log's actor, and the language a write answers and
 * refuses in. The record routes (record-routes.ts) hand it to a service's update, archive and restore.
 */
export type ManageWrite = { manager: Manager; actor: AuditActor; locale: Locale };

/** What a write needs to know of the record it makes or changes, and of who makes it. */
export type RecordWrite<T> = {
  db: Db;
  changes: ChangePublisher;
  actor: AuditActor;
  now: Date;
  /** The audit log's name of the record (`venue`, `hall`, `artist`, `genre`, `tag`). */
  entity: string;
  /**
   * The venue the record belongs to, for its managers' view of the audit log: null when it is the whole site's (a
   * genre), `self` when the record is a venue.
   */
  venueId: number | null | 'self';
  /** The record as the editor reads it, within the write's transaction. */
  read(tx: Db, id: number): Promise<T>;
};

const venueOf = (write: { venueId: number | null | 'self' }, id: number) =>
  write.venueId === 'self' ? id : write.venueId;

/**
 * Makes a record: `refuse` may refuse it first, inside the transaction (a hall of an archived venue); `insert` answers
 * its id; `also` does the rest of it (its subways, its search documents).
 */
export async function createRecord<T>(
  write: RecordWrite<T> & {
    refuse?(tx: Db): Promise<AppError | null>;
    insert(tx: Db): Promise<number>;
    also?(tx: Db, id: number): Promise<unknown>;
  },
): Promise<T> {
  const made = await write.db.transaction(async (tx) => {
    const refusal = await write.refuse?.(tx);
    if (refusal) throw refusal;
    const id = await write.insert(tx);
    await write.also?.(tx, id);
    const after = await write.read(tx, id);
    await recordAudit(tx, write.actor, write.now, {
      action: 'create',
      entity: write.entity,
      entityId: id,
      venueId: venueOf(write, id),
      before: null,
      after,
    });
    return after;
  });
  await write.changes.publish({ topic: 'catalogue' });
  return made;
}

/**
 * The first answer to a save (PATCH) of a record as the editor asked for it at `version`, before anything else is
 * looked at: archived, 409 `record_archived` (read-only until it is restored; what version the editor had does not
 * matter, as a reload would not let the save through either); read at another version, 409 `version_conflict`.
 */
export function assertEditable(
  before: { archived_at: string | null; version: number },
  version: number,
): void {
  if (before.archived_at !== null) throw recordArchived();
  if (before.version !== version) throw staleWrite(before.version);
}

/**
 * Inside a save's transaction, before its UPDATE: locks the record's row in `table` and refuses the save (409
 * `record_archived`) when the record is archived. An archive of it committed since the editor's read (which
 * assertEditable looked at) is seen here, and told apart from a stale version; one that starts now waits for the save.
 */
export async function lockUnarchived(tx: Db, table: ArchivableTable, id: number): Promise<void> {
  if (await lockRecord(tx, table, id)) throw recordArchived();
}

/**
 * Locks the record's row in `table` until the transaction ends (FOR UPDATE): every save, archive and restore of a
 * record takes it first, and a session being made for it (FOR SHARE) waits or is waited for. Answers whether the
 * record is archived.
 */
async function lockRecord(tx: Db, table: ArchivableTable, id: number): Promise<boolean> {
  const { rows } = await tx.execute<{ archived: boolean }>(
    sql`SELECT archived_at IS NOT NULL AS archived FROM ${sql.identifier(table)} WHERE id = ${id} FOR UPDATE`,
  );
  return rows[0]?.archived === true;
}

/**
 * Saves a change of a record read at `before` (which assertEditable has let through): under the row's lock
 * (lockUnarchived: an archived record is refused), `update` is the UPDATE that itself checks the version the editor
 * had (false: someone saved meanwhile, and the 409 carries the version now); then `also`, the read back, the audit.
 * A save that changes nothing (`unchanged`) writes nothing: no new version, no audit row, nobody told.
 */
export async function saveRecord<T extends { version: number; archived_at: string | null }>(
  write: RecordWrite<T> & {
    id: number;
    table: ArchivableTable;
    before: T;
    unchanged: boolean;
    update(tx: Db): Promise<boolean>;
    also?(tx: Db): Promise<unknown>;
  },
): Promise<T> {
  if (write.unchanged) return write.before;
  const saved = await write.db.transaction(async (tx) => {
    await lockUnarchived(tx, write.table, write.id);
    if (!(await write.update(tx))) throw staleWrite((await write.read(tx, write.id)).version);
    await write.also?.(tx);
    const after = await write.read(tx, write.id);
    await recordAudit(tx, write.actor, write.now, {
      action: 'update',
      entity: write.entity,
      entityId: write.id,
      venueId: venueOf(write, write.id),
      before: write.before,
      after,
    });
    return after;
  });
  await write.changes.publish({ topic: 'catalogue' });
  return saved;
}

/**
 * Archives a record (it leaves the site; its history stays), unless `usage` finds live sessions or sold tickets
 * that still need it: then 409 `in_use` naming them, and nothing changes. The record's row (`table`) is locked
 * first, so a session made for it meanwhile waits and is counted; the audit row's `before` is read under that lock,
 * as the record is at the archive (a restore puts back what it says). Archiving an archived record does nothing.
 */
export async function archiveRecord<T extends { archived_at: string | null }>(
  write: RecordWrite<T> & {
    id: number;
    table: ArchivableTable;
    /** The record as the request read it: an archived one is left as it is. */
    before: T;
    usage(tx: Db): Promise<{ usedBy: TUsage[]; count: number }>;
    archive(tx: Db): Promise<unknown>;
    also?(tx: Db): Promise<unknown>;
    /** What the change bus is told; the whole catalogue by default. */
    notice?: ChangeNotice;
  },
): Promise<void> {
  if (write.before.archived_at !== null) return;
  const archived = await write.db.transaction(async (tx) => {
    if (await lockRecord(tx, write.table, write.id)) return false;
    const before = await write.read(tx, write.id);
    const usage = await write.usage(tx);
    if (usage.count > 0) throw stillInUse(usage.usedBy, usage.count);
    await write.archive(tx);
    await write.also?.(tx);
    await recordAudit(tx, write.actor, write.now, {
      action: 'archive',
      entity: write.entity,
      entityId: write.id,
      venueId: venueOf(write, write.id),
      before,
      after: await write.read(tx, write.id),
    });
    return true;
  });
  if (archived) await write.changes.publish(write.notice ?? { topic: 'catalogue' });
}

/**
 * Brings an archived record back (POST …/{id}/restore): the exact reverse of its archive. Under the record's row lock
 * (`table`; an archive or another restore of it meanwhile waits): a record that is not archived is answered as it is,
 * nothing written (a second restore, or a retried one, is harmless — whatever version it names, since it overwrites
 * nothing); a `version` the editor read that is not the record's is a 409 `version_conflict`; `refuse` may refuse it
 * (its venue is still archived: 409, nothing changed). Then `restore`, the UPDATE … WHERE archived_at IS NOT NULL,
 * given the record as it was just before its last archive (the `before` of that archive's audit row, or null when
 * the log has none — a record archived outside the back office), so that what the archive switched off (a venue's
 * `is_active`, a performance's `is_published`) comes back as it was; `also` undoes the archive's other work (search
 * documents); the audit row (`restore`) has before and after; the catalogue is told after the commit.
 *
 * Slugs cannot collide on the way back: every slug's unique index (venues, performances, artists, genres, tags; halls
 * within their venue; packages/db schema) covers archived rows too, so no live record can have taken an archived
 * record's slug meanwhile.
 */
export async function restoreRecord<T extends { archived_at: string | null; version: number }>(
  write: RecordWrite<T> & {
    id: number;
    table: ArchivableTable;
    /** The version the editor read (`If-Match` or `version`), when given. */
    version?: number;
    refuse?(tx: Db, record: T): Promise<AppError | null>;
    restore(tx: Db, archivedFrom: Partial<T> | null): Promise<boolean>;
    also?(tx: Db): Promise<unknown>;
    /** What the change bus is told; the whole catalogue by default. */
    notice?: ChangeNotice;
  },
): Promise<T> {
  const outcome = await write.db.transaction(async (tx) => {
    await lockRecord(tx, write.table, write.id);
    const before = await write.read(tx, write.id);
    if (before.archived_at === null) return { record: before, restored: false };
    if (write.version !== undefined && write.version !== before.version) throw staleWrite(before.version);
    const refusal = await write.refuse?.(tx, before);
    if (refusal) throw refusal;
    if (!(await write.restore(tx, await archivedFrom<T>(tx, write.entity, write.id)))) {
      return { record: before, restored: false };
    }
    await write.also?.(tx);
    const after = await write.read(tx, write.id);
    await recordAudit(tx, write.actor, write.now, {
      action: 'restore',
      entity: write.entity,
      entityId: write.id,
      venueId: venueOf(write, write.id),
      before,
      after,
    });
    return { record: after, restored: true };
  });
  if (outcome.restored) await write.changes.publish(write.notice ?? { topic: 'catalogue' });
  return outcome.record;
}

/** The record as it was just before its last archive, as that archive's audit row has it; null without one. */
async function archivedFrom<T>(tx: Db, entity: string, id: number): Promise<Partial<T> | null> {
  const { rows } = await tx.execute<{ before: Partial<T> | null }>(sql`
    SELECT before FROM audit_log WHERE entity_type = ${entity} AND entity_id = ${String(id)} AND action = 'archive'
    ORDER BY id DESC LIMIT 1`);
  return rows[0]?.before ?? null;
}

/**
 * The refusal of a record of a venue (a hall, a performance) restored, made or moved there while the venue is
 * archived: 409 `venue_archived`, naming the venue in `locale`. The venue's row is read FOR SHARE, so an archive of
 * the venue waits until this write is done, and a write that waited for one sees it.
 */
export async function whileVenueArchived(tx: Db, venueId: number, locale: Locale): Promise<AppError | null> {
  const { rows } = await tx.execute<{ archived: boolean; name: string }>(
    sql`SELECT archived_at IS NOT NULL AS archived, ${tr('name', locale)} AS name FROM venues
      WHERE id = ${venueId} FOR SHARE`,
  );
  return rows[0]?.archived ? venueArchived(rows[0].name) : null;
}
