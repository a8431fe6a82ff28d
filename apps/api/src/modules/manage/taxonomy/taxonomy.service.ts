// Owns the rules of the back office's site-wide vocabulary (API.md "Back office": /manage/artists, /manage/genres,
// /manage/tags). Administrators write them; venue managers read them for their forms and add artists (a theatre adds
// its actors) — access is checked by the routes. Slugs are given or derived from the Russian name. Archiving
// (DELETE): a genre or tag still given to a performance is refused, naming the performances (take it off them first:
// silently detaching it would change performances their venues did not touch); an artist in the cast of a performance
// with live sessions or sold tickets is refused, naming those; otherwise the record leaves the site. Artist names
// are searchable, so search follows their edits. Every write is audited (of the whole site: no venue) and announced.
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
import { type AuditActor, recordAudit } from '../audit/audit-log.ts';
import { liveUsage } from '../live-usage.sql.ts';
import type { ManageDeps } from '../manage-deps.ts';
import { chooseSlug, isUniqueViolation, slugTaken } from '../manage-records.ts';
import { staleWrite, stillInUse } from '../write-refusals.ts';
import { createTaxonomyRepository, type ListQuery, type TermKind } from './taxonomy.repository.ts';

type TermCreate = z.output<typeof ZTermCreate>;
type TermPatch = z.output<typeof ZTermPatch>;
type ArtistCreate = z.output<typeof ZArtistCreate>;
type ArtistPatch = z.output<typeof ZArtistPatch>;

/** The audit's entity name of each kind. */
const ENTITY = { genres: 'genre', tags: 'tag' } as const;

async function slugSafe<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken();
    throw error;
  }
}

function orNotFound<T>(record: T | null): T {
  if (!record) throw new AppError('not_found', 404);
  return record;
}

export function createTaxonomyService({ db, clock, changes }: Pick<ManageDeps, 'db' | 'clock' | 'changes'>) {
  const repository = createTaxonomyRepository(db);
  const term = async (tx: Db, kind: TermKind, id: number) =>
    orNotFound(await repository.findTerm(tx, kind, id));
  const artist = async (tx: Db, id: number) => orNotFound(await repository.findArtist(tx, id));

  return {
    listTerms: (kind: TermKind, query: ListQuery<'position' | 'name' | '-name'>, locale: Locale) =>
      repository.listTerms(kind, query, locale),

    getTerm: (kind: TermKind, id: number) => term(db, kind, id),

    async createTerm(actor: AuditActor, kind: TermKind, body: TermCreate): Promise<TManageTerm> {
      const slug = await chooseSlug(db, { table: kind }, body.slug, body.name.ru, kind.slice(0, -1));
      const now = clock.now();
      const created = await slugSafe(() =>
        db.transaction(async (tx) => {
          const id = await repository.insertTerm(tx, kind, {
            name: body.name,
            slug,
            position: body.position ?? 0,
          });
          const after = await term(tx, kind, id);
          await recordAudit(tx, actor, now, {
            action: 'create',
            entity: ENTITY[kind],
            entityId: id,
            venueId: null,
            before: null,
            after,
          });
          return after;
        }),
      );
      await changes.publish({ topic: 'catalogue' });
      return created;
    },

    async updateTerm(actor: AuditActor, kind: TermKind, id: number, version: number, body: TermPatch) {
      const before = await term(db, kind, id);
      if (before.version !== version) throw staleWrite(before.version);
      const columns: { name?: TermCreate['name']; slug?: string; position?: number } = {};
      if (body.name !== undefined) columns.name = body.name;
      if (body.position !== undefined) columns.position = body.position;
      if (body.slug !== undefined && body.slug !== before.slug) {
        columns.slug = await chooseSlug(db, { table: kind, exceptId: id }, body.slug, '', kind);
      }
      const now = clock.now();
      const updated = await slugSafe(() =>
        db.transaction(async (tx) => {
          if (!(await repository.updateTerm(tx, kind, id, version, columns))) {
            throw staleWrite((await term(tx, kind, id)).version);
          }
          const after = await term(tx, kind, id);
          await recordAudit(tx, actor, now, {
            action: 'update',
            entity: ENTITY[kind],
            entityId: id,
            venueId: null,
            before,
            after,
          });
          return after;
        }),
      );
      await changes.publish({ topic: 'catalogue' });
      return updated;
    },

    async archiveTerm(actor: AuditActor, kind: TermKind, id: number, locale: Locale): Promise<void> {
      const before = await term(db, kind, id);
      if (before.archived_at !== null) return;
      const now = clock.now();
      const archived = await db.transaction(async (tx) => {
        await tx.execute(sql`SELECT 1 FROM ${sql.identifier(kind)} WHERE id = ${id} FOR UPDATE`);
        const usage = await repository.termUsage(tx, kind, id, locale);
        if (usage.count > 0) throw stillInUse(usage.usedBy, usage.count);
        if (!(await repository.archiveTerm(tx, kind, id, now))) return false;
        await recordAudit(tx, actor, now, {
          action: 'archive',
          entity: ENTITY[kind],
          entityId: id,
          venueId: null,
          before,
          after: await term(tx, kind, id),
        });
        return true;
      });
      if (archived) await changes.publish({ topic: 'catalogue' });
    },

    listArtists: (query: ListQuery<'name' | '-name' | '-created'>, locale: Locale) =>
      repository.listArtists(query, locale),

    getArtist: (id: number) => artist(db, id),

    async createArtist(actor: AuditActor, body: ArtistCreate): Promise<TManageArtist> {
      const slug = await chooseSlug(db, { table: 'artists' }, body.slug, body.name.ru, 'artist');
      const now = clock.now();
      const created = await slugSafe(() =>
        db.transaction(async (tx) => {
          const id = await repository.insertArtist(tx, {
            name: body.name,
            bio: body.bio ?? null,
            photo: body.photo ?? null,
            slug,
            createdAt: now,
          });
          const after = await artist(tx, id);
          await recordAudit(tx, actor, now, {
            action: 'create',
            entity: 'artist',
            entityId: id,
            venueId: null,
            before: null,
            after,
          });
          return after;
        }),
      );
      await changes.publish({ topic: 'catalogue' });
      return created;
    },

    async updateArtist(
      actor: AuditActor,
      id: number,
      version: number,
      body: ArtistPatch,
    ): Promise<TManageArtist> {
      const before = await artist(db, id);
      if (before.version !== version) throw staleWrite(before.version);
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
      const now = clock.now();
      const updated = await slugSafe(() =>
        db.transaction(async (tx) => {
          if (!(await repository.updateArtist(tx, id, version, columns))) {
            throw staleWrite((await artist(tx, id)).version);
          }
          if (columns.name) await refreshSearchDocumentsOf(tx, { artistIds: [id] });
          const after = await artist(tx, id);
          await recordAudit(tx, actor, now, {
            action: 'update',
            entity: 'artist',
            entityId: id,
            venueId: null,
            before,
            after,
          });
          return after;
        }),
      );
      await changes.publish({ topic: 'catalogue' });
      return updated;
    },

    async archiveArtist(actor: AuditActor, id: number, locale: Locale): Promise<void> {
      const before = await artist(db, id);
      if (before.archived_at !== null) return;
      const now = clock.now();
      const archived = await db.transaction(async (tx) => {
        await tx.execute(sql`SELECT 1 FROM artists WHERE id = ${id} FOR UPDATE`);
        const usage = await liveUsage(
          tx,
          sql`e.performance_id IN (SELECT performance_id FROM performance_artists WHERE artist_id = ${id})`,
          now,
          locale,
        );
        if (usage.count > 0) throw stillInUse(usage.usedBy, usage.count);
        if (!(await repository.archiveArtist(tx, id, now))) return false;
        await refreshSearchDocumentsOf(tx, { artistIds: [id] });
        await recordAudit(tx, actor, now, {
          action: 'archive',
          entity: 'artist',
          entityId: id,
          venueId: null,
          before,
          after: await artist(tx, id),
        });
        return true;
      });
      if (archived) await changes.publish({ topic: 'catalogue' });
    },
  };
}
