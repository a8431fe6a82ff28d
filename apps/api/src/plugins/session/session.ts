// Owns one visitor's session during one request: state is read from the store on first use,
// changed in memory, and written once when the answer leaves (commit). Nothing is stored for a
// visitor until there is something to remember (lazy creation).
import type { Clock } from '../../lib/clock.ts';
import type { SessionRecord, SessionRepository, SessionState } from './session.repository.ts';
import { newSessionToken, sessionIdOf } from './session-token.ts';

export type SessionLifetimes = { idleTtlMs: number; absoluteTtlMs: number };

export type SessionDeps = {
  repository: SessionRepository;
  clock: Clock;
  lifetimes: SessionLifetimes;
  userAgent: string | null;
};

/** What the cookie must become after commit: a new token, cleared, or unchanged. */
export type CookieChange = { kind: 'set'; token: string; maxAgeSeconds: number } | { kind: 'clear' } | null;

// Writing last_seen_at on every request would turn every read into a write; a minute is plenty
// for an idle timeout measured in days.
const TOUCH_INTERVAL_MS = 60_000;

export class Session {
  readonly #deps: SessionDeps;
  #record: SessionRecord | null;
  #state: SessionState;
  #token: string | null = null;
  #dirty = false;
  #rotate = false;
  #destroyed = false;
  /** A cookie arrived but matched no live session: tell the browser to drop it. */
  readonly #staleCookie: boolean;

  constructor(deps: SessionDeps, record: SessionRecord | null, staleCookie: boolean) {
    this.#deps = deps;
    this.#record = record;
    this.#staleCookie = staleCookie;
    this.#state = record
      ? { userId: record.userId, citySlug: record.citySlug, data: { ...record.data } }
      : { userId: null, citySlug: null, data: {} };
  }

  /** The stored id (SHA-256 of the token), or null while nothing has been stored. */
  get id(): string | null {
    return this.#record?.id ?? null;
  }

  get userId(): number | null {
    return this.#state.userId;
  }

  set userId(value: number | null) {
    this.#state.userId = value;
    this.#dirty = true;
  }

  get citySlug(): string | null {
    return this.#state.citySlug;
  }

  set citySlug(value: string | null) {
    this.#state.citySlug = value;
    this.#dirty = true;
  }

  get<T = unknown>(key: string): T | undefined {
    return this.#state.data[key] as T | undefined;
  }

  /** `value` must survive JSON (it is stored as JSONB). */
  set(key: string, value: unknown): void {
    this.#state.data[key] = value;
    this.#dirty = true;
  }

  delete(key: string): void {
    delete this.#state.data[key];
    this.#dirty = true;
  }

  /** New id and cookie, same contents: call on sign-in so a planted session id is worthless. */
  rotate(): void {
    this.#rotate = true;
    this.#dirty = true;
  }

  /** Forget everything (sign-out). */
  destroy(): void {
    this.#destroyed = true;
  }

  /** Stores the session now if it is not stored yet (e.g. to derive a CSRF token from its id). */
  async ensureStored(): Promise<string> {
    if (this.#rotate && this.#record) await this.#replace();
    if (!this.#record) await this.#insert();
    return this.#record!.id;
  }

  /** Writes what changed; returns how the cookie must change. */
  async commit(): Promise<CookieChange> {
    const { repository, clock } = this.#deps;
    if (this.#destroyed) {
      if (this.#record) await repository.delete(this.#record.id);
      this.#record = null;
      return { kind: 'clear' };
    }
    if (this.#rotate && this.#record) {
      await this.#replace();
    } else if (!this.#record && this.#dirty) {
      await this.#insert();
    } else if (this.#record && this.#dirty) {
      const seen = this.#seen(this.#record.createdAt);
      await repository.save(this.#record.id, this.#state, seen);
    } else if (
      this.#record &&
      clock.now().getTime() - this.#record.lastSeenAt.getTime() > TOUCH_INTERVAL_MS
    ) {
      await repository.touch(this.#record.id, this.#seen(this.#record.createdAt));
    }
    if (this.#token && this.#record) {
      return { kind: 'set', token: this.#token, maxAgeSeconds: this.#maxAgeSeconds(this.#record.createdAt) };
    }
    return this.#staleCookie && !this.#record ? { kind: 'clear' } : null;
  }

  async #insert(): Promise<void> {
    const now = this.#deps.clock.now();
    const token = newSessionToken();
    const record: SessionRecord = {
      id: sessionIdOf(token),
      ...this.#state,
      createdAt: now,
      ...this.#seen(now),
    };
    await this.#deps.repository.insert({ ...record, userAgent: this.#deps.userAgent });
    this.#record = record;
    this.#token = token;
    this.#dirty = false;
  }

  /** Rotation: a new token and id for the same row, whose lifetimes restart (the absolute one counts from sign-in). */
  async #replace(): Promise<void> {
    const old = this.#record;
    this.#rotate = false;
    if (!old) return this.#insert();
    const now = this.#deps.clock.now();
    const token = newSessionToken();
    const record: SessionRecord = {
      id: sessionIdOf(token),
      ...this.#state,
      createdAt: now,
      ...this.#seen(now),
    };
    this.#record = null;
    const moved = await this.#deps.repository.replace(old.id, { ...record, userAgent: this.#deps.userAgent });
    if (!moved) return this.#insert();
    this.#record = record;
    this.#token = token;
    this.#dirty = false;
  }

  /** Idle expiry slides with use but never past the absolute lifetime. */
  #seen(createdAt: Date): { lastSeenAt: Date; expiresAt: Date } {
    const { clock, lifetimes } = this.#deps;
    const now = clock.now();
    const expiresAt = Math.min(
      now.getTime() + lifetimes.idleTtlMs,
      createdAt.getTime() + lifetimes.absoluteTtlMs,
    );
    return { lastSeenAt: now, expiresAt: new Date(expiresAt) };
  }

  #maxAgeSeconds(createdAt: Date): number {
    const end = createdAt.getTime() + this.#deps.lifetimes.absoluteTtlMs;
    return Math.max(0, Math.floor((end - this.#deps.clock.now().getTime()) / 1000));
  }
}
