// Owns the back office's contracts of the site-wide catalogue vocabulary (docs/api.md "Back office": /manage/artists,
// /manage/genres, /manage/tags): administrators write them; venue managers read them and add artists (a theatre's
// actors). Imported as `@afisha/contracts/manage/taxonomy`, never from the package index.
import { z } from 'zod';
import { ZLocale } from '../locale.ts';
import { paginated } from '../pagination.ts';
import { localizedInput, ZLocalizedRead, ZManageListQuery, ZRecordVersion, ZSlug } from './common.ts';
import { ZArchivedFilter, ZManageMediaUrl } from './venues.ts';

export const ZArtistCreate = z
  .object({
    name: localizedInput({ max: 200 }),
    bio: localizedInput({ max: 20_000, multiline: true }).nullable().optional(),
    photo: ZManageMediaUrl.nullable().optional(),
    slug: ZSlug.optional().describe('Derived from the Russian name when left out.'),
  })
  .strict()
  .meta({ id: 'ManageArtistCreate' });
export type TArtistCreate = z.input<typeof ZArtistCreate>;

export const ZArtistPatch = ZArtistCreate.partial()
  .extend({ version: ZRecordVersion.optional() })
  .meta({ id: 'ManageArtistPatch' });
export type TArtistPatch = z.input<typeof ZArtistPatch>;

export const ZManageArtist = z
  .object({
    id: z.number().int(),
    version: z.number().int(),
    slug: z.string(),
    name: ZLocalizedRead,
    bio: ZLocalizedRead,
    missing_locales: z.object({ name: z.array(ZLocale), bio: z.array(ZLocale) }),
    photo: z.string().nullable(),
    archived_at: z.string().nullable(),
    /** Performances whose cast names the artist. */
    performances_count: z.number().int(),
  })
  .meta({ id: 'ManageArtist' });
export type TManageArtist = z.infer<typeof ZManageArtist>;

export const ZManageArtistQuery = ZManageListQuery.extend({
  archived: ZArchivedFilter,
  ordering: z.enum(['name', '-name', '-created']).optional(),
});
export type TManageArtistQuery = z.input<typeof ZManageArtistQuery>;

export const ZManageArtistPage = paginated(ZManageArtist).meta({ id: 'ManageArtistPage' });
export type TManageArtistPage = z.infer<typeof ZManageArtistPage>;

/** A genre or a tag: the same shape (POST /manage/genres, POST /manage/tags). */
export const ZTermCreate = z
  .object({
    name: localizedInput({ max: 100 }),
    slug: ZSlug.optional().describe('Derived from the Russian name when left out.'),
    position: z.number().int().min(0).max(1_000_000).optional(),
  })
  .strict()
  .meta({ id: 'ManageTermCreate' });
export type TTermCreate = z.input<typeof ZTermCreate>;

export const ZTermPatch = ZTermCreate.partial()
  .extend({ version: ZRecordVersion.optional() })
  .meta({ id: 'ManageTermPatch' });
export type TTermPatch = z.input<typeof ZTermPatch>;

export const ZManageTerm = z
  .object({
    id: z.number().int(),
    version: z.number().int(),
    slug: z.string(),
    name: ZLocalizedRead,
    missing_locales: z.object({ name: z.array(ZLocale) }),
    position: z.number().int(),
    archived_at: z.string().nullable(),
    performances_count: z.number().int(),
  })
  .meta({ id: 'ManageTerm' });
export type TManageTerm = z.infer<typeof ZManageTerm>;

export const ZManageTermQuery = ZManageListQuery.extend({
  archived: ZArchivedFilter,
  ordering: z.enum(['position', 'name', '-name']).optional(),
});
export type TManageTermQuery = z.input<typeof ZManageTermQuery>;

export const ZManageTermPage = paginated(ZManageTerm).meta({ id: 'ManageTermPage' });
export type TManageTermPage = z.infer<typeof ZManageTermPage>;
