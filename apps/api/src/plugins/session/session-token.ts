// Owns the session cookie token: 256 random bits, base64url; the database key is its SHA-256.
import { createHash, randomBytes } from 'node:crypto';

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Rejects malformed cookies before they cost a database lookup. */
export function isWellFormedToken(token: unknown): token is string {
  return typeof token === 'string' && TOKEN_SHAPE.test(token);
}

export function sessionIdOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
