// Owns the back office's image upload (docs/api.md "Back office": POST /manage/media): what the form sends (one file,
// multipart) and what it gets back — the stored image and the sizes the site uses, each an immutable /media/ URL.
// Imported as `@afisha/contracts/manage/media`, never from the package index.
import { z } from 'zod';

export const MEDIA_LIMITS = {
  /** Bytes of one upload. */
  maxBytes: 10 * 1024 * 1024,
  /** Pixels of one image (width × height): larger ones (and decompression bombs) are refused. */
  maxPixels: 40_000_000,
  /** The longest side of the stored original; larger images are scaled down. */
  maxSide: 2400,
} as const;

/** What the upload accepts, recognised by the file's bytes (never by its name or the Content-Type sent). */
export const MEDIA_ACCEPT = ['image/jpeg', 'image/png', 'image/webp', 'image/svg+xml'] as const;

/**
 * The sizes made at upload, by name: `poster` (600×900, 2:3, what performance pages, cards and the seed's posters
 * use), `poster_small` (300×450, lists and the search popup), `wide` (1200 wide at most, the image's own shape:
 * logos, photos, slides).
 */
export const MEDIA_VARIANTS = {
  poster: { width: 600, height: 900, fit: 'cover' },
  poster_small: { width: 300, height: 450, fit: 'cover' },
  wide: { width: 1200, height: 1200, fit: 'inside' },
} as const;
export type TMediaVariantName = keyof typeof MEDIA_VARIANTS;

export const ZMediaVariant = z.object({ url: z.string(), width: z.number().int(), height: z.number().int() });

export const ZMediaFile = z
  .object({
    id: z.number().int(),
    /** The stored image (EXIF removed, orientation applied; an SVG rasterised to PNG). */
    url: z.string(),
    content_type: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    bytes: z.number().int(),
    variants: z.record(z.string(), ZMediaVariant),
  })
  .meta({ id: 'ManageMediaFile' });
export type TManageMediaFile = z.infer<typeof ZMediaFile>;

/**
 * The multipart body as documented: one `file` field. Optional to the validator: the file is read from the stream
 * by the route (the multipart parser leaves the body empty), which refuses a request without it.
 */
export const ZMediaUploadBody = z
  .object({ file: z.string().meta({ format: 'binary', description: 'The image file.' }).optional() })
  .nullish();
