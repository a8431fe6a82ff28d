// Owns the images organisers upload in the back office (POST /manage/media): the stored original and the sizes the
// site uses, each a content-addressed key of the media store (packages/db/src/media), so a URL never changes meaning.
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { createdAt, id } from './columns.js';

/** One variant of an uploaded image: its media URL and pixel size, by the name the site asks for (`poster`, …). */
export type MediaVariant = { url: string; width: number; height: number };

export const mediaFiles = pgTable(
  'media_files',
  {
    id: id(),
    /** The media URL of the image as stored (after sanitising an SVG, re-encoding a raster). */
    url: text('url').notNull(),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    /** The sizes the site uses, made at upload: `{poster: {url, width, height}, …}`. */
    variants: jsonb('variants').$type<Record<string, MediaVariant>>().notNull(),
    originalName: text('original_name'),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('media_files_created_idx').on(t.createdAt)],
);
