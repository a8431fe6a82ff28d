// Owns an upload from bytes to a record: processed (image-processing.ts), the original and each size put in the
// media store under content-addressed keys (immutable /media/ URLs), then the media_files row and its audit row in
// one transaction. Nothing reaches the store before the file passed every check. Files of an upload whose row then
// fails stay in the store unreferenced: content-addressed, they never serve another meaning.
import type { TManageMediaFile } from '@afisha/contracts/manage/media';
import type { Db, MediaVariant } from '@afisha/db';
import { mediaUrlOf } from '@afisha/db/media/media-key';
import type { MediaStore } from '@afisha/db/media/media-store';
import { slugify } from '@afisha/db/transliteration';
import type { Clock } from '../../../lib/clock.ts';
import { type AuditActor, recordAudit } from '../audit/audit-log.ts';
import { type EncodedImage, processImage } from './image-processing.ts';
import { insertMediaFile } from './media.repository.ts';

export type UploadInput = { bytes: Buffer; fileName: string | undefined; actor: AuditActor };

/** The stored name of an upload: its own name, spelled safely (`Афиша 2025.JPG` → `afisha-2025`). */
export function uploadBaseName(fileName: string | undefined): string {
  const stem = (fileName ?? '').replace(/\.[^.]*$/, '');
  return slugify(stem).slice(0, 60).replace(/-+$/, '') || 'image';
}

export function createMediaService(deps: { db: Db; media: MediaStore; clock: Clock }) {
  const store = async (name: string, image: EncodedImage): Promise<MediaVariant> => ({
    url: mediaUrlOf(await deps.media.put(`uploads/${name}.${image.extension}`, image.bytes)),
    width: image.width,
    height: image.height,
  });
  return {
    async upload(input: UploadInput): Promise<TManageMediaFile> {
      const processed = await processImage(input.bytes);
      const base = uploadBaseName(input.fileName);
      const original = await store(base, processed.original);
      const variants: Record<string, MediaVariant> = {};
      for (const [name, image] of Object.entries(processed.variants)) {
        variants[name] = await store(`${base}-${name.replace(/_/g, '-')}`, image);
      }
      return deps.db.transaction(async (tx) => {
        const record = await insertMediaFile(tx, {
          url: original.url,
          contentType: processed.original.contentType,
          width: original.width,
          height: original.height,
          bytes: processed.original.bytes.length,
          variants,
          originalName: input.fileName?.slice(0, 255) ?? null,
          uploadedBy: input.actor.userId,
        });
        await recordAudit(tx, input.actor, deps.clock.now(), {
          action: 'create',
          entity: 'media',
          entityId: record.id,
          venueId: null,
          before: null,
          after: { ...record, original_name: input.fileName ?? null },
        });
        return record;
      });
    },
  };
}
export type MediaService = ReturnType<typeof createMediaService>;
