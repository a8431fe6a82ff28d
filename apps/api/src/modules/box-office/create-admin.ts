// Owns making a site administrator (issue 7: `npm run create-admin -- email`): an existing account is promoted; a
// new one is made with its e-mail confirmed and the given password, or a random one to be changed after the first
// sign-in. Administrators then grant staff roles in the box office.
import { randomBytes } from 'node:crypto';
import { ZEmailField } from '@afisha/contracts';
import type { Db } from '@afisha/db';
import { sql } from '@afisha/db/orm';
import type { PasswordHasher } from '../account/password-hasher.ts';

export type CreatedAdmin = { userId: number; created: boolean; password: string | null };

export class AdminEmailInvalid extends Error {
  override name = 'AdminEmailInvalid';
}

export async function createAdmin(
  db: Db,
  hasher: Pick<PasswordHasher, 'hash'>,
  input: { email: string; password?: string; now: Date },
): Promise<CreatedAdmin> {
  const parsed = ZEmailField.safeParse(input.email);
  if (!parsed.success) throw new AdminEmailInvalid(`not an e-mail address: ${JSON.stringify(input.email)}`);
  const email = parsed.data;
  const { rows: promoted } = await db.execute<{ id: number }>(sql`
    UPDATE users SET role = 'admin', is_active = true, updated_at = ${input.now.toISOString()}::timestamptz
    WHERE lower(email) = lower(${email}) RETURNING id`);
  if (promoted[0]) return { userId: Number(promoted[0].id), created: false, password: null };
  const password = input.password ?? randomBytes(12).toString('base64url');
  const { rows } = await db.execute<{ id: number }>(sql`
    INSERT INTO users (email, password_hash, role, email_verified_at, created_at, updated_at)
    VALUES (${email}, ${await hasher.hash(password)}, 'admin', ${input.now.toISOString()}::timestamptz,
      ${input.now.toISOString()}::timestamptz, ${input.now.toISOString()}::timestamptz)
    RETURNING id`);
  return { userId: Number(rows[0]?.id), created: true, password: input.password ? null : password };
}
