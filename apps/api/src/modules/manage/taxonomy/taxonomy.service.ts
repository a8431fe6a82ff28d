// Owns the rules of the back office's site-wide vocabulary (docs/api.md "Back office": /manage/artists, /manage/genres,
// /manage/tags). Administrators write them; venue managers read them for their forms and add artists (a theatre adds
// its actors) — access is checked by the routes. Slugs are given or derived from the Russian name. Archiving
// (DELETE): a genre or tag still given to a performance is refused, naming the performances (take it off them first:
// silently detaching it would change performances their venues did not touch); an artist in the cast of a performance
// with live sessions or sold tickets is refused, naming those; otherwise the record leaves the site. Restoring
// (POST …/restore) brings it back; until then the record is read-only (record-writes.ts). Artist names are
// searchable, so search follows their edits, archives and restores. Every write is audited (of the whole site: no
// venue) and announced.
import type {
  TManageArtist,
  TManageTerm,
  ZArtistCreate,
  ZArtistPatch,
  ZTermCreate,
  ZTermPatch,
} from '@afisha/contracts/manage/taxonomy';
import { type Db, type Locale, refreshSearchDocumentsOf } from '@afisha/db';
import { sql } from '@afisha/db/orm';
import type { z } from 'zod';
import { AppError } from '../../../lib/app-error.ts';
import type { AuditActor } from '../audit/audit-log.ts';
import { liveUsage } from '../live-usage.sql.ts';
import type { ManageDeps } from '../manage-deps.ts';
import { chooseSlug, slugSafe } from '../manage-records.ts';
import { archiveRecord, assertEditable, createRecord, restoreRecord, saveRecord } from '../record-writes.ts';
import { createTaxonomyRepository, type ListQuery, type TermKind } from './taxonomy.repository.ts';

type TermCreate = z.output<typeof ZTermCreate>;
type TermPatch = z.output<typeof ZTermPatch>;
type ArtistCreate = z.output<typeof ZArtistCreate>;
type ArtistPatch = z.output<typeof ZArtistPatch>;

/** The audit's entity name of each kind. */
const ENTITY = { genres: 'genre', tags: 'tag' } as const;

function orNotFound<T>(record: T | null): T {
  if (!record) throw new AppError('not_found', 404);
  return record;
}

export function createTaxonomyService({ db, clock, changes }: Pick<ManageDeps, 'db' | 'clock' | 'changes'>) {
  const repository = createTaxonomyRepository(db);
  const term = async (tx: Db, kind: TermKind, id: number) =>
    orNotFound(await repository.findTerm(tx, kind, id));
  const artist = async (tx: Db, id: number) => orNotFound(await repository.findArtist(tx, id));
  /** The parts every write shares: the vocabulary is the whole site's, so no venue. */
  const termWrite = (actor: AuditActor, kind: TermKind) => ({
    db,
    changes,
    actor,
    now: clock.now(),
    entity: ENTITY[kind],
    venueId: null,
    read: (tx: Db, id: number) => term(tx, kind, id),
  });
  const artistWrite = (actor: AuditActor) => ({
    db,
    changes,
    actor,
    now: clock.now(),
    entity: 'artist',
    venueId: null,
    read: artist,
  });

  return {
    listTerms: (kind: TermKind, query: ListQuery<'position' | 'name' | '-name'>, locale: Locale) =>
      repository.listTerms(kind, query, locale),

    getTerm: (kind: TermKind, id: number) => term(db, kind, id),

    async createTerm(actor: AuditActor, kind: TermKind, body: TermCreate): Promise<TManageTerm> {
      const slug = await chooseSlug(db, { table: kind }, body.slug, body.name.ru, kind.slice(0, -1));
      return slugSafe(() =>
        createRecord({
          ...termWrite(actor, kind),
          insert: (tx) =>
            repository.insertTerm(tx, kind, { name: body.name, slug, position: body.position ?? 0 }),
        }),
      );
    },

    async updateTerm(actor: AuditActor, kind: TermKind, id: number, version: number, body: TermPatch) {
      const before = await term(db, kind, id);
      assertEditable(before, version);
      const columns: { name?: TermCreate['name']; slug?: string; position?: number } = {};
      if (body.name !== undefined) columns.name = body.name;
      if (body.position !== undefined) columns.position = body.position;
      if (body.slug !== undefined && body.slug !== before.slug) {
        columns.slug = await chooseSlug(db, { table: kind, exceptId: id }, body.slug, '', kind);
      }
      return slugSafe(() =>
        saveRecord({
          ...termWrite(actor, kind),
          id,
          table: kind,
          before,
          unchanged: Object.keys(columns).length === 0,
          update: (tx) => repository.updateTerm(tx, kind, id, version, columns),
        }),
      );
    },

    async archiveTerm(actor: AuditActor, kind: TermKind, id: number, locale: Locale): Promise<void> {
      const before = await term(db, kind, id);
      const write = termWrite(actor, kind);
      await archiveRecord({
        ...write,
        id,
        table: kind,
        before,
        usage: (tx) => repository.termUsage(tx, kind, id, locale),
        archive: (tx) => repository.archiveTerm(tx, kind, id, write.now),
      });
    },

    async restoreTerm(actor: AuditActor, kind: TermKind, id: number, version: number | undefined) {
      await term(db, kind, id);
      return restoreRecord({
        ...termWrite(actor, kind),
        id,
        table: kind,
        version,
        restore: (tx) => repository.restoreTerm(tx, kind, id),
      });
    },

    listArtists: (query: ListQuery<'name' | '-name' | '-created'>, locale: Locale) =>
      repository.listArtists(query, locale),

    getArtist: (id: number) => artist(db, id),

    async createArtist(actor: AuditActor, body: ArtistCreate): Promise<TManageArtist> {
      const slug = await chooseSlug(db, { table: 'artists' }, body.slug, body.name.ru, 'artist');
      const write = artistWrite(actor);
      return slugSafe(() =>
        createRecord({
          ...write,
          insert: (tx) =>
            repository.insertArtist(tx, {
              name: body.name,
              bio: body.bio ?? null,
              photo: body.photo ?? null,
              slug,
              createdAt: write.now,
            }),
        }),
      );
    },

    async updateArtist(
      actor: AuditActor,
      id: number,
      version: number,
      body: ArtistPatch,
    ): Promise<TManageArtist> {
      const before = await artist(db, id);
      assertEditable(before, version);
      const columns: Partial<{
        name: ArtistCreate['name'];
        bio: ArtistCreate['bio'];
        photo: string | null;
        slug: string;
      }> = {};
      if (body.name !== undefined) columns.name = body.name;
      if (body.bio !== undefined) columns.bio = body.bio;
      if (body.photo !== undefined) columns.photo = body.photo;
      if (body.slug !== undefined && body.slug !== before.slug) {
        columns.slug = await chooseSlug(db, { table: 'artists', exceptId: id }, body.slug, '', 'artist');
      }
      return slugSafe(() =>
        saveRecord({
          ...artistWrite(actor),
          id,
          table: 'artists',
          before,
          unchanged: Object.keys(columns).length === 0,
          update: (tx) => repository.updateArtist(tx, id, version, columns),
          also: async (tx) => {
            if (columns.name) await refreshSearchDocumentsOf(tx, { artistIds: [id] });
          },
        }),
      );
    },

    async archiveArtist(actor: AuditActor, id: number, locale: Locale): Promise<void> {
      const before = await artist(db, id);
      const write = artistWrite(actor);
      await archiveRecord({
        ...write,
        id,
        table: 'artists',
        before,
        usage: (tx) =>
          liveUsage(
            tx,
            sql`e.performance_id IN (SELECT performance_id FROM performance_artists WHERE artist_id = ${id})`,
            write.now,
            locale,
          ),
        archive: (tx) => repository.archiveArtist(tx, id, write.now),
        also: (tx) => refreshSearchDocumentsOf(tx, { artistIds: [id] }),
      });
    },

    async restoreArtist(actor: AuditActor, id: number, version: number | undefined): Promise<TManageArtist> {
      await artist(db, id);
      return restoreRecord({
        ...artistWrite(actor),
        id,
        table: 'artists',
        version,
        restore: (tx) => repository.restoreArtist(tx, id),
        also: (tx) => refreshSearchDocumentsOf(tx, { artistIds: [id] }),
      });
    },
  };
}

export type TaxonomyService = ReturnType<typeof createTaxonomyService>;
