// Owns turning an uploaded file into images the site may serve: what it is (by its bytes — the name and the
// Content-Type the client sent are never believed), whether it is within the limits (bytes, pixels: a decompression
// bomb is refused from its header, before a pixel is decoded), and its re-encoded original and the sizes the site
// uses (MEDIA_VARIANTS), EXIF and every other metadata dropped, the camera's orientation applied.
//
// SVG: rasterised to PNG, never stored or served as SVG. An SVG is a document that can carry scripts, event
// handlers, external references and entity tricks; a sanitiser has to know every one of them, and its misses run on
// the site's own origin (/media/ is same-origin). A PNG carries pixels only, whatever the SVG held. librsvg (sharp's
// SVG decoder) runs no script and, reading from memory with no base file, loads no external reference. Before
// rasterising, an SVG with a script, an event handler, a `javascript:` URL, a DOCTYPE or entity, foreignObject or a
// reference outside the document is refused with a clear message, so an editor learns why instead of getting a
// picture with parts silently missing.
import { MEDIA_LIMITS, MEDIA_VARIANTS, type TMediaVariantName } from '@afisha/contracts/manage/media';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { FieldValidationError } from '../../../lib/app-error.ts';

export type ImageKind = 'jpeg' | 'png' | 'webp' | 'svg';

export type EncodedImage = {
  bytes: Buffer;
  width: number;
  height: number;
  extension: string;
  contentType: string;
};
export type ProcessedImage = {
  original: EncodedImage;
  variants: Record<TMediaVariantName, EncodedImage>;
};

const FIELD = 'file';
const refuse = (message: Parameters<typeof fieldError>[0], params?: Record<string, number>) =>
  new FieldValidationError([fieldError(message, params)]);
function fieldError(
  message:
    | 'field.image_type'
    | 'field.image_broken'
    | 'field.image_empty'
    | 'field.image_unsafe_svg'
    | 'field.image_too_many_pixels',
  params?: Record<string, number>,
) {
  return { field: FIELD, code: 'invalid' as const, message, ...(params ? { params } : {}) };
}

/** What the bytes are, by their signature; null for anything else (a PHP script named .jpg included). */
export function sniffImage(bytes: Buffer): ImageKind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'webp';
  }
  return looksLikeSvg(bytes) ? 'svg' : null;
}

function looksLikeSvg(bytes: Buffer): boolean {
  if (bytes.includes(0)) return false;
  const head = bytes
    .subarray(0, 4096)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  // An XML declaration and comments may come first; the root element must be <svg>.
  const root = head.replace(/^\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*)*/, '');
  return /^<svg[\s>]/i.test(root) || /^<!DOCTYPE\s+svg/i.test(root);
}

/** Why an SVG is refused, or null. Case and entity spellings are folded first. */
export function svgHazard(text: string): string | null {
  const folded = text.toLowerCase();
  const checks: [string, RegExp][] = [
    ['doctype or entity', /<!doctype|<!entity/],
    ['script', /<script|<\/script/],
    ['foreignObject', /<foreignobject/],
    ['event handler', /\son[a-z]+\s*=/],
    ['character reference', /&#/],
    ['javascript URL', /javascript\s*:|vbscript\s*:/],
    ['style import', /@import/],
    // Every reference must point inside the document (`#id`); data: URLs and other hosts are outside.
    ['external reference', /(?:href|src)\s*=\s*["']?\s*(?!#)[^\s"'>]/],
    ['external url()', /url\(\s*["']?\s*(?!#)[^)\s]/],
  ];
  for (const [name, pattern] of checks) if (pattern.test(folded)) return name;
  return null;
}

/** Decodes, checks and re-encodes an upload; throws a field error on `file` for anything unacceptable. */
export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  if (bytes.length === 0) throw refuse('field.image_empty');
  const kind = sniffImage(bytes);
  if (!kind) throw refuse('field.image_type');
  const source = kind === 'svg' ? await rasteriseSvg(bytes) : bytes;
  const meta = await readMetadata(source, kind === 'svg' ? 'png' : kind);
  if (meta.width * meta.height > MEDIA_LIMITS.maxPixels) {
    throw refuse('field.image_too_many_pixels', { max: MEDIA_LIMITS.maxPixels / 1_000_000 });
  }
  const outputKind = kind === 'svg' ? 'png' : kind;
  try {
    const original = await encode(
      decoder(source).resize({
        width: MEDIA_LIMITS.maxSide,
        height: MEDIA_LIMITS.maxSide,
        fit: 'inside',
        withoutEnlargement: true,
      }),
      outputKind,
    );
    const variants = {} as Record<TMediaVariantName, EncodedImage>;
    for (const [name, size] of Object.entries(MEDIA_VARIANTS) as [
      TMediaVariantName,
      (typeof MEDIA_VARIANTS)[TMediaVariantName],
    ][]) {
      const resized = decoder(source).resize({
        width: size.width,
        height: size.height,
        fit: size.fit,
        // A poster is cropped to 2:3 around what libvips finds most interesting; a wide image keeps its shape and
        // is never enlarged.
        ...(size.fit === 'cover' ? { position: sharp.strategy.attention } : { withoutEnlargement: true }),
      });
      variants[name] = await encode(resized, 'webp');
    }
    return { original, variants };
  } catch (error) {
    if (error instanceof FieldValidationError) throw error;
    throw refuse('field.image_broken');
  }
}

/** A decoder of one upload: pixels limited, a truncated or damaged file an error, oriented as the camera said. */
function decoder(bytes: Buffer) {
  return sharp(bytes, { limitInputPixels: MEDIA_LIMITS.maxPixels, failOn: 'truncated', sequentialRead: true })
    .rotate()
    .toColourspace('srgb');
}

async function readMetadata(bytes: Buffer, kind: Exclude<ImageKind, 'svg'>) {
  let meta: Metadata;
  try {
    // The header only: a 30000×30000 PNG is measured here, not decoded.
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw refuse('field.image_broken');
  }
  if (meta.format !== kind || !meta.width || !meta.height) throw refuse('field.image_broken');
  // EXIF orientations 5–8 turn the picture a quarter: its shown width is the stored height.
  const turned = (meta.orientation ?? 1) >= 5;
  return { width: turned ? meta.height : meta.width, height: turned ? meta.width : meta.height };
}

async function encode(pipeline: Sharp, kind: Exclude<ImageKind, 'svg'>): Promise<EncodedImage> {
  const formatted =
    kind === 'jpeg'
      ? pipeline.jpeg({ quality: 86, mozjpeg: true })
      : kind === 'png'
        ? pipeline.png({ compressionLevel: 9 })
        : pipeline.webp({ quality: 82 });
  // No .withMetadata(): sharp writes no EXIF, XMP or IPTC (GPS positions, camera serials stay with the editor).
  const { data, info } = await formatted.toBuffer({ resolveWithObject: true });
  const extension = kind === 'jpeg' ? 'jpg' : kind;
  return { bytes: data, width: info.width, height: info.height, extension, contentType: `image/${kind}` };
}

/** The SVG as a PNG whose longest side is about the stored original's, after the hazard check. */
async function rasteriseSvg(bytes: Buffer): Promise<Buffer> {
  const text = bytes.toString('utf8');
  if (svgHazard(text)) throw refuse('field.image_unsafe_svg');
  try {
    const meta = await sharp(bytes, { limitInputPixels: MEDIA_LIMITS.maxPixels }).metadata();
    const longest = Math.max(meta.width ?? 0, meta.height ?? 0);
    if (!longest) throw refuse('field.image_broken');
    // Drawn at the density that makes the longest side the original's limit (72 dpi is 1 px per SVG unit), so a
    // small viewBox still gives sharp posters; the pixel limit applies to what is drawn.
    const density = Math.min(2400, Math.max(1, (72 * MEDIA_LIMITS.maxSide) / longest));
    const drawnPixels = (meta.width ?? 0) * (meta.height ?? 0) * (density / 72) ** 2;
    if (drawnPixels > MEDIA_LIMITS.maxPixels) {
      throw refuse('field.image_too_many_pixels', { max: MEDIA_LIMITS.maxPixels / 1_000_000 });
    }
    return await sharp(bytes, { density, limitInputPixels: MEDIA_LIMITS.maxPixels, failOn: 'error' })
      .png()
      .toBuffer();
  } catch (error) {
    if (error instanceof FieldValidationError) throw error;
    throw refuse('field.image_broken');
  }
}
