// Owns the secrets sent in account mails and handed to token clients (confirmation and reset links, refresh
// tokens): 256 random bits as base64url; the database keeps only their SHA-256, so a leaked table or backup
// cannot be replayed.
import { createHash, randomBytes } from 'node:crypto';

export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
