// [BOX OFFICE] `npm run create-admin -- email`: a new administrator is made with its e-mail confirmed and a random
// password it can sign in with (or the one given); an existing account is promoted, its password kept; a malformed
// address is refused and nothing is written. The command itself runs end to end on the test database.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { users } from '@afisha/db';
import { eq, sql } from '@afisha/db/orm';
import { describe, expect, it } from 'vitest';
import { createPasswordHasher } from '../../src/modules/account/password-hasher.ts';
import { AdminEmailInvalid, createAdmin } from '../../src/modules/box-office/create-admin.ts';
import { createCustomer } from '../factories/reviews.factory.ts';
import { useAccountsTestApp } from '../helpers/accounts.ts';

const t = useAccountsTestApp();
const hasher = createPasswordHasher();
const now = new Date('2030-01-15T12:00:00Z');
const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe('create-admin', () => {
  it('makes a new administrator who can sign in with the printed password', async () => {
    const made = await createAdmin(t.database.db, hasher, { email: ' Boss@Example.com ', now });
    expect(made).toMatchObject({ created: true });
    expect(made.password).toMatch(/^[\w-]{16}$/);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, made.userId));
    expect(row).toMatchObject({ email: 'boss@example.com', role: 'admin' });
    expect(row?.emailVerifiedAt).not.toBeNull();
    expect(await hasher.verify(row!.passwordHash, made.password!)).toBe(true);
  });

  it('promotes an existing account and keeps its password; refuses a malformed address', async () => {
    const customer = await createCustomer(t.database.db, { email: 'clerk@example.com' });
    const before = (await t.database.db.select().from(users).where(eq(users.id, customer.id)))[0];
    expect(await createAdmin(t.database.db, hasher, { email: 'CLERK@example.com', now })).toEqual({
      userId: customer.id,
      created: false,
      password: null,
    });
    const after = (await t.database.db.select().from(users).where(eq(users.id, customer.id)))[0];
    expect(after).toMatchObject({ role: 'admin', passwordHash: before?.passwordHash });
    const count = (await t.database.db.select().from(users)).length;
    await expect(createAdmin(t.database.db, hasher, { email: 'not-an-address', now })).rejects.toThrow(
      AdminEmailInvalid,
    );
    expect((await t.database.db.select().from(users)).length).toBe(count);
  });

  it.skipIf(!process.env.DATABASE_URL)('runs as a command on the database of DATABASE_URL', async () => {
    const url = new URL(process.env.DATABASE_URL!);
    const { rows } = await t.database.db.execute<{ name: string }>(sql`SELECT current_database() AS name`);
    url.pathname = `/${rows[0]?.name}`;
    const { stdout } = await promisify(execFile)(
      'npx',
      ['tsx', 'src/cli/create-admin.ts', 'door@example.com', '--password', 'long enough secret'],
      {
        cwd: apiRoot,
        env: { ...process.env, DATABASE_URL: url.toString() },
      },
    );
    expect(stdout).toContain('Administrator door@example.com created');
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'door@example.com'));
    expect(row?.role).toBe('admin');
    expect(await hasher.verify(row!.passwordHash, 'long enough secret')).toBe(true);
  });
});
