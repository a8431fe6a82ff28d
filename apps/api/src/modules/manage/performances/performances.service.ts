// Owns the rules of writing a performance in the back office: the venue is one the manager manages, every genre,
// tag, artist, group and image named exists (field errors naming the index), the slug is given or made from the
// Russian title and unique, the write checks the version it was made on, an archived performance is read-only until
// it is restored (record-writes.ts: its save is refused, under the row's lock), archiving is refused while sessions to
// come or their tickets use it, and making one in, moving one to or restoring one of an archived venue is refused
// (the venue first). Each write is one transaction with its audit row and the refresh of the performance's search
// documents; after it commits, every API process is told (topic `catalogue`), so the site shows it at once. A new
// performance gets a performance group of its own unless it joins one: the search popup lists groups.
import type { TLocale } from '@afisha/contracts';
import type {
  TManagePerformance,
  TManagePerformanceCreate,
  TManagePerformancePatch,
  TManagePerformanceQuery,
} from '@afisha/contracts/manage/performances';
import { type Db, type Localized, refreshPerformanceSearch } from '@afisha/db';
import { slugify } from '@afisha/db/transliteration';
import { AppError, type FieldIssue, FieldValidationError } from '../../../lib/app-error.ts';
import type { ChangePublisher } from '../../../lib/change-bus/change-bus.ts';
import type { Clock } from '../../../lib/clock.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { assertManagesVenue, type Manager, managesVenue } from '../manage-access.ts';
import { findMediaFiles } from '../media/media.repository.ts';
import {
  archiveRecord,
  assertEditable,
  lockUnarchived,
  type ManageWrite,
  restoreRecord,
  whileVenueArchived,
} from '../record-writes.ts';
import { staleWrite } from '../write-refusals.ts';
import type { PerformancesRepository, PerformanceWrite } from './performances.repository.ts';
import { reconcilePremiere } from './premiere.ts';

export type PerformancesDeps = {
  db: Db;
  clock: Clock;
  changes: ChangePublisher;
  repository: PerformancesRepository;
};

type ImageRef = number | string | null | undefined;

const minutesOf = (duration: string | null | undefined) => {
  if (!duration) return null;
  const [hours, minutes] = duration.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
};

/** PostgreSQL's unique violation on the slug: two editors took one slug at the same moment. */
const isSlugRace = (error: unknown) => {
  const cause = (error as { cause?: { code?: string; constraint?: string } }).cause ?? error;
  return (cause as { code?: string }).code === '23505';
};

export function createPerformancesService(deps: PerformancesDeps) {
  const { db, clock, changes, repository } = deps;

  /** The performance as its manager may see it: 404 when it does not exist or is another venue's. */
  async function readManaged(manager: Manager, id: number, locale: TLocale): Promise<TManagePerformance> {
    const record = await repository.read(id, locale);
    if (!record) throw new AppError('not_found', 404);
    assertManagesVenue(manager, record.venue.id);
    return record;
  }

  /** What the shared archive and restore (record-writes.ts) need of a performance write. */
  const recordWrite = (context: ManageWrite, venueId: number, now: Date) => ({
    db,
    changes,
    actor: context.actor,
    now,
    entity: 'performance',
    venueId,
    read: async (tx: Db, recordId: number) => {
      const record = await repository.read(recordId, context.locale, tx);
      if (!record) throw new AppError('not_found', 404);
      return record;
    },
  });

  /** Field errors for every reference of the input that does not exist (or the manager may not use). */
  async function checkReferences(
    manager: Manager,
    input: TManagePerformancePatch,
  ): Promise<Map<number, string>> {
    const issues: FieldIssue[] = [];
    if (input.venue !== undefined) {
      // Another venue's is refused the same way as none at all: ids of other venues cannot be probed.
      if (!managesVenue(manager, input.venue) || !(await repository.venueExists(input.venue))) {
        issues.push({ field: 'venue', code: 'does_not_exist' });
      }
    }
    const each = async (table: 'genres' | 'tags', ids: readonly number[] | undefined) => {
      const found = await repository.existing(table, ids ?? []);
      for (const [index, id] of (ids ?? []).entries()) {
        if (!found.has(id)) issues.push({ field: `${table}.${index}`, code: 'does_not_exist' });
      }
    };
    await each('genres', input.genres);
    await each('tags', input.tags);
    const cast = input.artists ?? [];
    const artists = await repository.existing(
      'artists',
      cast.map((member) => member.artist),
    );
    for (const [index, member] of cast.entries()) {
      if (!artists.has(member.artist))
        issues.push({ field: `artists.${index}.artist`, code: 'does_not_exist' });
    }
    if (
      typeof input.group === 'number' &&
      !(await repository.existing('performance_groups', [input.group])).size
    ) {
      issues.push({ field: 'group', code: 'does_not_exist' });
    }
    const images = input.images ?? {};
    const ids = [images.poster, images.original].filter((ref): ref is number => typeof ref === 'number');
    const uploads = await findMediaFiles(db, ids);
    const urls = new Map<number, string>();
    for (const key of ['poster', 'original'] as const) {
      const ref = images[key];
      if (typeof ref !== 'number') continue;
      const upload = uploads.get(ref);
      if (!upload) issues.push({ field: `images.${key}`, code: 'does_not_exist' });
      else urls.set(ref, key === 'poster' ? (upload.variants.poster?.url ?? upload.url) : upload.url);
    }
    if (issues.length > 0) throw new FieldValidationError(issues);
    return urls;
  }

  const urlOf = (ref: ImageRef, uploads: Map<number, string>) =>
    typeof ref === 'number' ? (uploads.get(ref) ?? null) : (ref ?? null);

  /** The original of a poster given as an upload is that upload as stored, unless given on its own. */
  function imagesOf(
    images: TManagePerformancePatch['images'],
    uploads: Map<number, string>,
    current: { poster: string | null; original: string | null },
    posterUploadOriginal: string | null,
  ) {
    if (!images) return current;
    const poster = images.poster === undefined ? current.poster : urlOf(images.poster, uploads);
    const original =
      images.original !== undefined
        ? urlOf(images.original, uploads)
        : images.poster === undefined
          ? current.original
          : (posterUploadOriginal ?? poster);
    return { poster, original };
  }

  async function originalOfPosterUpload(images: TManagePerformancePatch['images']): Promise<string | null> {
    if (typeof images?.poster !== 'number') return null;
    return (await findMediaFiles(db, [images.poster])).get(images.poster)?.url ?? null;
  }

  async function uniqueSlug(given: string | undefined, title: Localized, exceptId: number | null) {
    if (given !== undefined) {
      if (await repository.slugTaken(given, exceptId)) {
        throw new FieldValidationError([{ field: 'slug', code: 'unique' }]);
      }
      return given;
    }
    return repository.freeSlug('performances', slugify(title.ru).slice(0, 100) || 'performance');
  }

  const slugRace = () => new FieldValidationError([{ field: 'slug', code: 'unique' }]);

  return {
    get: (manager: Manager, id: number, locale: TLocale) => readManaged(manager, id, locale),

    list: (manager: Manager, query: TManagePerformanceQuery, locale: TLocale) =>
      repository.list(manager, query, clock.now(), locale),

    async create(context: ManageWrite, input: TManagePerformanceCreate): Promise<TManagePerformance> {
      const uploads = await checkReferences(context.manager, input);
      const slug = await uniqueSlug(input.slug, input.title, null);
      const images = imagesOf(
        input.images,
        uploads,
        { poster: null, original: null },
        await originalOfPosterUpload(input.images),
      );
      const now = clock.now();
      let id: number;
      try {
        id = await db.transaction(async (tx) => {
          // checkReferences refused an archived venue; one archived since is refused here, under its row's lock.
          const refusal = await whileVenueArchived(tx, input.venue, context.locale);
          if (refusal) throw refusal;
          const groupId =
            input.group ??
            (await repository.createGroup(
              tx,
              await repository.freeSlug('performance_groups', slug, tx),
              input.title,
            ));
          const premiere = reconcilePremiere({
            asked: input.is_premiere,
            tags: input.tags ?? [],
            premiereTag: await repository.premiereTagId(tx),
            current: false,
          });
          const values: PerformanceWrite = {
            slug,
            title: input.title,
            short: input.short ?? null,
            description: input.description ?? null,
            age: input.age,
            durationMinutes: minutesOf(input.duration),
            venueId: input.venue,
            groupId,
            poster: images.poster,
            originalImage: images.original,
            namedTickets: input.named_tickets ?? false,
            isPremiere: premiere.isPremiere,
            isPublished: input.is_published ?? true,
          };
          const newId = await repository.insert(tx, values, now);
          await repository.replaceLinks(tx, newId, {
            genres: input.genres ?? [],
            tags: premiere.tags,
            artists: (input.artists ?? []).map((member) => ({
              artist: member.artist,
              role: member.role ?? null,
            })),
          });
          const after = await repository.read(newId, context.locale, tx);
          await recordAudit(tx, context.actor, now, {
            action: 'create',
            entity: 'performance',
            entityId: newId,
            venueId: input.venue,
            before: null,
            after,
          });
          await refreshPerformanceSearch(tx, newId);
          return newId;
        });
      } catch (error) {
        if (isSlugRace(error)) throw slugRace();
        throw error;
      }
      await changes.publish({ topic: 'catalogue', id });
      return readManaged(context.manager, id, context.locale);
    },

    async update(
      context: ManageWrite,
      id: number,
      version: number,
      patch: TManagePerformancePatch,
    ): Promise<TManagePerformance> {
      const before = await readManaged(context.manager, id, context.locale);
      assertEditable(before, version);
      const uploads = await checkReferences(context.manager, patch);
      const title = patch.title ?? (before.title as Localized);
      const slug = patch.slug === undefined ? before.slug : await uniqueSlug(patch.slug, title, id);
      const images = imagesOf(
        patch.images,
        uploads,
        { poster: before.images.poster, original: before.images.original },
        await originalOfPosterUpload(patch.images),
      );
      const localized = (value: Localized | null | undefined, current: TManagePerformance['short']) =>
        value === undefined ? written(current) : value;
      const now = clock.now();
      try {
        await db.transaction(async (tx) => {
          const premiere = reconcilePremiere({
            asked: patch.is_premiere,
            tags: patch.tags ?? before.tags.map((tag) => tag.id),
            premiereTag: await repository.premiereTagId(tx),
            current: before.is_premiere,
          });
          const retags = patch.tags !== undefined || patch.is_premiere !== undefined;
          const values: PerformanceWrite = {
            slug,
            title: patch.title ?? written(before.title) ?? { ru: before.title.ru },
            short: localized(patch.short, before.short),
            description: localized(patch.description, before.description),
            age: patch.age ?? before.age,
            durationMinutes:
              patch.duration === undefined ? minutesOf(before.duration) : minutesOf(patch.duration),
            venueId: patch.venue ?? before.venue.id,
            groupId: patch.group === undefined ? before.group : patch.group,
            poster: images.poster,
            originalImage: images.original,
            namedTickets: patch.named_tickets ?? before.named_tickets,
            isPremiere: premiere.isPremiere,
            isPublished: patch.is_published ?? before.is_published,
          };
          await lockUnarchived(tx, 'performances', id);
          if (values.venueId !== before.venue.id) {
            const refusal = await whileVenueArchived(tx, values.venueId, context.locale);
            if (refusal) throw refusal;
          }
          if (!(await repository.update(tx, id, version, values, now))) {
            const current = await repository.read(id, context.locale, tx);
            throw staleWrite(current?.version ?? version);
          }
          await repository.replaceLinks(tx, id, {
            ...(patch.genres ? { genres: patch.genres } : {}),
            ...(retags ? { tags: premiere.tags } : {}),
            ...(patch.artists
              ? {
                  artists: patch.artists.map((member) => ({
                    artist: member.artist,
                    role: member.role ?? null,
                  })),
                }
              : {}),
          });
          if (patch.title && values.groupId !== null) {
            await repository.renameOwnGroup(tx, values.groupId, id, patch.title);
          }
          const after = await repository.read(id, context.locale, tx);
          await recordAudit(tx, context.actor, now, {
            action: 'update',
            entity: 'performance',
            entityId: id,
            venueId: values.venueId,
            before,
            after,
          });
          await refreshPerformanceSearch(
            tx,
            id,
            before.artists.map((member) => member.artist),
          );
        });
      } catch (error) {
        if (isSlugRace(error)) throw slugRace();
        throw error;
      }
      await changes.publish({ topic: 'catalogue', id });
      return readManaged(context.manager, id, context.locale);
    },

    async archive(context: ManageWrite, id: number): Promise<void> {
      const before = await readManaged(context.manager, id, context.locale);
      const now = clock.now();
      await archiveRecord({
        ...recordWrite(context, before.venue.id, now),
        id,
        table: 'performances',
        before,
        usage: (tx) => repository.usages(id, now, tx),
        archive: (tx) => repository.archive(tx, id, now),
        also: (tx) =>
          refreshPerformanceSearch(
            tx,
            id,
            before.artists.map((member) => member.artist),
          ),
        notice: { topic: 'catalogue', id },
      });
    },

    /**
     * Brings an archived performance back: published again if it was before its archive, in search again; refused
     * while its venue is archived (restore the venue first).
     */
    async restore(
      context: ManageWrite,
      id: number,
      version: number | undefined,
    ): Promise<TManagePerformance> {
      const current = await readManaged(context.manager, id, context.locale);
      const now = clock.now();
      return restoreRecord({
        ...recordWrite(context, current.venue.id, now),
        id,
        table: 'performances',
        version,
        refuse: (tx, before) => whileVenueArchived(tx, before.venue.id, context.locale),
        restore: (tx, archivedFrom) => repository.restore(tx, id, archivedFrom?.is_published ?? true, now),
        also: (tx) => refreshPerformanceSearch(tx, id),
        notice: { topic: 'catalogue', id },
      });
    },
  };
}
export type PerformancesService = ReturnType<typeof createPerformancesService>;

/** A localized value as read back (every language, '' where none) → as stored (only the written ones); null if none. */
function written(value: Record<TLocale, string> | null): Localized | null {
  if (!value?.ru) return null;
  const out: Record<string, string> = {};
  for (const [locale, text] of Object.entries(value)) if (text) out[locale] = text;
  return out as Localized;
}
