// Owns the sessions table access. Rows are keyed by the SHA-256 of the cookie token, never the
// token itself, so a leaked table (or backup) cannot be replayed as cookies.
import { type Db, sessions, users } from '@afisha/db';
import { eq, sql } from '@afisha/db/orm';

export type SessionState = {
  userId: number | null;
  citySlug: string | null;
  data: Record<string, unknown>;
};

export type SessionRecord = SessionState & {
  id: string;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
};

export type SessionRepository = {
  find(id: string): Promise<SessionRecord | null>;
  insert(record: SessionRecord & { userAgent: string | null }): Promise<void>;
  /**
   * Moves the session stored as `oldId` to the new record's id and contents in one UPDATE (rotation at
   * sign-in), so rows keyed by the session (the cart, orders) follow it by ON UPDATE CASCADE. False when the
   * old row was gone (nothing changed).
   */
  replace(oldId: string, record: SessionRecord & { userAgent: string | null }): Promise<boolean>;
  save(id: string, state: SessionState, seen: { lastSeenAt: Date; expiresAt: Date }): Promise<void>;
  touch(id: string, seen: { lastSeenAt: Date; expiresAt: Date }): Promise<void>;
  delete(id: string): Promise<void>;
};

export function createSessionRepository(db: Db): SessionRepository {
  // Every request of a visitor with a cookie that reads its session runs this: built once and
  // prepared, like the other hot reads (see cities.repository.ts).
  const findById = db
    .select({
      id: sessions.id,
      // A deactivated account is signed out of every session at its next request (the bearer tokens of the
      // token API check the same flag).
      userId: sql<number | null>`case when ${users.isActive} then ${sessions.userId} end`,
      citySlug: sessions.citySlug,
      data: sessions.data,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sql.placeholder('id')))
    .limit(1)
    .prepare('sessions_find_by_id');

  // Every new visitor's first write (GET /account/csrf, the first thing a buyer asks for) runs this:
  // prepared too, instead of building the INSERT each time.
  const placeholder = (name: keyof SessionRecord | 'userAgent') => sql.placeholder(name);
  const insertOne = db
    .insert(sessions)
    .values({
      id: placeholder('id'),
      userId: placeholder('userId'),
      citySlug: placeholder('citySlug'),
      data: placeholder('data'),
      userAgent: placeholder('userAgent'),
      createdAt: placeholder('createdAt'),
      lastSeenAt: placeholder('lastSeenAt'),
      expiresAt: placeholder('expiresAt'),
    })
    .prepare('sessions_insert');

  return {
    async find(id) {
      const [row] = await findById.execute({ id });
      return row ?? null;
    },
    async insert(record) {
      await insertOne.execute(record);
    },
    async replace(oldId, record) {
      const moved = await db
        .update(sessions)
        .set(record)
        .where(eq(sessions.id, oldId))
        .returning({ id: sessions.id });
      return moved.length > 0;
    },
    async save(id, state, seen) {
      await db
        .update(sessions)
        .set({ ...state, ...seen })
        .where(eq(sessions.id, id));
    },
    async touch(id, seen) {
      await db.update(sessions).set(seen).where(eq(sessions.id, id));
    },
    async delete(id) {
      await db.delete(sessions).where(eq(sessions.id, id));
    },
  };
}
