// Owns the rows of uploaded images (media_files): recording an upload (in the caller's transaction, beside its audit
// row), and finding uploads by id (a performance's poster given as an upload's id).
import type { TManageMediaFile } from '@afisha/contracts/manage/media';
import { type Db, mediaFiles } from '@afisha/db';
import { inArray } from '@afisha/db/orm';

export type NewMediaFile = typeof mediaFiles.$inferInsert;

const toRecord = (row: typeof mediaFiles.$inferSelect): TManageMediaFile => ({
  id: row.id,
  url: row.url,
  content_type: row.contentType,
  width: row.width,
  height: row.height,
  bytes: row.bytes,
  variants: row.variants,
});

export async function insertMediaFile(tx: Db, values: NewMediaFile): Promise<TManageMediaFile> {
  const [row] = await tx.insert(mediaFiles).values(values).returning();
  if (!row) throw new Error('media_files insert returned no row');
  return toRecord(row);
}

export async function findMediaFiles(db: Db, ids: readonly number[]): Promise<Map<number, TManageMediaFile>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(mediaFiles)
    .where(inArray(mediaFiles.id, [...ids]));
  return new Map(rows.map((row) => [row.id, toRecord(row)]));
}
