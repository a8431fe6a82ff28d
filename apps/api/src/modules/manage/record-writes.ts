// Owns the three writes every versioned, audited, archivable record of the back office makes the same way (venues,
// halls, artists, genres, tags): create, save and archive. Each is one transaction that changes the record, does
// the record's own extra work (subways, search documents, a city move), reads the record back and writes its audit
// row with before and after; the catalogue is told after the commit, and only when something changed. What differs
// (the columns, the usage question, the extra work) is passed in.
import type { TUsage } from '@afisha/contracts/manage/common';
import type { Db } from '@afisha/db';
import { sql } from '@afisha/db/orm';
import type { ChangePublisher } from '../../lib/change-bus/change-bus.ts';
import { type AuditActor, recordAudit } from './audit/audit-log.ts';
import { staleWrite, stillInUse } from './write-refusals.ts';

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

/** Makes a record: `insert` answers its id; `also` does the rest of it (its subways, its search documents). */
export async function createRecord<T>(
  write: RecordWrite<T> & {
    insert(tx: Db): Promise<number>;
    also?(tx: Db, id: number): Promise<unknown>;
  },
): Promise<T> {
  const made = await write.db.transaction(async (tx) => {
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
 * Saves a change of a record read at `before`: `update` is the UPDATE that itself checks the version the editor
 * had (false: someone saved meanwhile, and the 409 carries the version now); then `also`, the read back, the audit.
 * A save that changes nothing (`unchanged`) writes nothing: no new version, no audit row, nobody told.
 */
export async function saveRecord<T extends { version: number }>(
  write: RecordWrite<T> & {
    id: number;
    before: T;
    unchanged: boolean;
    update(tx: Db): Promise<boolean>;
    also?(tx: Db): Promise<unknown>;
  },
): Promise<T> {
  if (write.unchanged) return write.before;
  const saved = await write.db.transaction(async (tx) => {
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
 * first, so a session made for it meanwhile waits and is counted. Archiving an archived record does nothing.
 */
export async function archiveRecord<T extends { archived_at: string | null }>(
  write: RecordWrite<T> & {
    id: number;
    table: 'venues' | 'halls' | 'artists' | 'genres' | 'tags';
    before: T;
    usage(tx: Db): Promise<{ usedBy: TUsage[]; count: number }>;
    archive(tx: Db): Promise<boolean>;
    also?(tx: Db): Promise<unknown>;
  },
): Promise<void> {
  if (write.before.archived_at !== null) return;
  const archived = await write.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT 1 FROM ${sql.identifier(write.table)} WHERE id = ${write.id} FOR UPDATE`);
    const usage = await write.usage(tx);
    if (usage.count > 0) throw stillInUse(usage.usedBy, usage.count);
    if (!(await write.archive(tx))) return false;
    await write.also?.(tx);
    await recordAudit(tx, write.actor, write.now, {
      action: 'archive',
      entity: write.entity,
      entityId: write.id,
      venueId: venueOf(write, write.id),
      before: write.before,
      after: await write.read(tx, write.id),
    });
    return true;
  });
  if (archived) await write.changes.publish({ topic: 'catalogue' });
}
