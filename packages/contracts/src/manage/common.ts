// Owns what every back-office resource shares (docs/api.md "Back office"): translatable fields written whole, the list
// query and page, the record version that guards concurrent edits, and the 409 answers of a stale write and of a
// record still in use. Imported as `@afisha/contracts/manage/common` — never from the package index, so the
// storefront's bundles carry nothing of the back office.
import { z } from 'zod';
import { ZErrorDetail } from '../errors.ts';
import { LOCALES, type TLocale } from '../locale.ts';
import { ZPaginationQuery } from '../pagination.ts';

/** Text that has no invisible control characters (line breaks allowed where `multiline`). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused.
const SINGLE_LINE_CONTROL = /[\u0000-\u001F\u007F]/;

/** One language's text: trimmed; empty means "not translated" and is dropped. */
export function manageText(options: { max: number; multiline?: boolean }) {
  const control = options.multiline ? CONTROL : SINGLE_LINE_CONTROL;
  return z
    .string()
    .max(options.max)
    .refine((value) => !control.test(value), { params: { message: 'field.invalid_character' } })
    .transform((value) => value.trim());
}

/**
 * A translatable field as the back office writes it: `{ru, en?, fr?, de?}`, Russian required (the site falls back
 * to it), other languages optional; a blank translation is the same as a missing one.
 */
export function localizedInput(options: { max: number; multiline?: boolean }) {
  const text = manageText(options);
  return z
    .object({
      ru: text.pipe(z.string().min(1)),
      en: text.optional(),
      fr: text.optional(),
      de: text.optional(),
    })
    .strict()
    .transform((value) => {
      const out: Partial<Record<TLocale, string>> & { ru: string } = { ru: value.ru };
      for (const locale of LOCALES) {
        const each = value[locale];
        if (locale !== 'ru' && each) out[locale] = each;
      }
      return out;
    });
}

/** A translatable field as the back office reads it: every language present, `''` where none is written. */
export const ZLocalizedRead = z.object({ ru: z.string(), en: z.string(), fr: z.string(), de: z.string() });
export type TLocalizedRead = z.infer<typeof ZLocalizedRead>;

/** The languages of a localized value that have no text yet (the editor marks their tabs). */
export function missingLocales(value: Partial<Record<TLocale, string>> | null | undefined): TLocale[] {
  return LOCALES.filter((locale) => !value?.[locale]?.trim());
}

/** A URL slug: lower-case Latin letters, digits and single hyphens. */
export const ZSlug = z
  .string()
  .min(1)
  .max(120)
  .refine((value) => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value), { params: { message: 'field.invalid_slug' } });

/** Ids in paths and bodies: positive 32-bit integers (anything larger cannot exist and is a 400, not a 500). */
export const ZRecordId = z.coerce.number().int().min(1).max(2_147_483_647);
export const ZIdParams = z.object({ id: ZRecordId });

/** The edit counter every back-office record carries; PATCH sends it back (or `If-Match`). */
export const ZRecordVersion = z.number().int().min(1).max(2_147_483_647);

/** `search`, paging and ordering every back-office list takes; each resource adds its own filters. */
export const ZManageListQuery = ZPaginationQuery.extend({
  search: z.string().trim().max(200).optional(),
  ordering: z.string().max(40).optional(),
});
export type TManageListQuery = z.infer<typeof ZManageListQuery>;

/** 409 of a write made on an older version of the record: `version` is the current one, to reload. */
export const ZVersionConflict = ZErrorDetail.extend({ version: ZRecordVersion }).meta({
  id: 'VersionConflict',
  description:
    'The record changed since it was read (another editor saved first): reload it and apply again.',
});

/**
 * 409 of a save (PATCH): the record changed since it was read (`version_conflict`, with the version now), or it is
 * archived (`record_archived`: an archived record is read-only until it is restored; nothing was changed).
 */
export const ZSaveRefused = z.union([ZVersionConflict, ZErrorDetail]);

/**
 * The body of POST …/{id}/restore (bringing an archived record back): nothing, or the `version` the editor read (as
 * `If-Match` may carry it instead); without one the restore is not version-checked.
 */
export const ZRestoreBody = z.object({ version: ZRecordVersion.optional() }).strict().nullish();

/**
 * 409 of a restore: the record changed since it was read (`version_conflict`), or its venue is still archived
 * (`venue_archived`: restore the venue first).
 */
export const ZRestoreRefused = z.union([ZVersionConflict, ZErrorDetail]);

/** What still uses a record that was asked to be archived (DELETE), or whose change is refused. */
export const ZUsage = z.object({
  kind: z.enum(['event', 'ticket', 'hold', 'performance', 'hall', 'plan', 'venue', 'order']),
  id: z.number().int(),
  label: z.string(),
});
export type TUsage = z.infer<typeof ZUsage>;

/** 409 of a DELETE refused because the record is still in use, naming by what (the first few). */
export const ZInUse = ZErrorDetail.extend({ used_by: z.array(ZUsage), used_count: z.number().int() }).meta({
  id: 'InUse',
  description: 'The record is still used by a sold ticket or a live session and cannot be archived.',
});

/** Who may use the back office, and where: administrators everywhere, venue managers at their venues. */
export const ZManageMe = z.object({
  user: z.number().int(),
  email: z.string(),
  is_admin: z.boolean(),
  /** The venues this person manages; `all` for administrators (and managers of the whole site). */
  venues: z.union([z.literal('all'), z.array(z.object({ id: z.number().int(), name: z.string() }))]),
});
export type TManageMe = z.infer<typeof ZManageMe>;
