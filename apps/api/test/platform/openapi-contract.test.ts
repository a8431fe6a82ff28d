// [PLATFORM] The contract partners generate their clients from (/api/v1/openapi.json): every operation named
// (a unique camelCase operationId), summarised and tagged, with its access and security declared; the security
// it declares is the truth (anonymous callers are refused exactly where it says a sign-in is needed); and
// Redocly's recommended lint finds nothing in it (apps/api/redocly.yaml).
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { users } from '@afisha/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPasswordHasher } from '../../src/modules/account/password-hasher.ts';
import { requireUserId } from '../../src/plugins/auth/current-user.ts';
import { ACCESS } from '../../src/plugins/auth/declared-access.ts';
import { bearer, GOOD_PASSWORD, tokenSignIn } from '../helpers/accounts.ts';
import { authHeaders, startSession } from '../helpers/session.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import publishedIds from './openapi-operation-ids.json' with { type: 'json' };

type Operation = {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: Array<Record<string, string[]>>;
  'x-access'?: string;
  responses?: Record<string, { description?: string }>;
};
type Spec = { paths: Record<string, Record<string, Operation>> };

const API_DIR = path.join(import.meta.dirname, '..', '..');
const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch']);
const SAFE = new Set(['get']);

let t: TestApp;
let spec: Spec;
let operations: Array<{ method: string; path: string; operation: Operation; name: string }>;

beforeAll(async () => {
  t = await createTestApp({
    // A route whose declaration contradicts the guard its handler calls (kept out of the document).
    extend(app) {
      app.get(
        '/api/v1/test/misdeclared',
        { schema: { hide: true, 'x-access': 'public' } },
        async (request) => ({ user: await requireUserId(request) }),
      );
    },
  });
  const response = await t.app.inject({ url: '/api/v1/openapi.json' });
  expect(response.statusCode).toBe(200);
  spec = response.json<Spec>();
  operations = Object.entries(spec.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.has(method))
      .map(([method, operation]) => ({ method, path, operation, name: `${method.toUpperCase()} ${path}` })),
  );
});
afterAll(async () => {
  await t?.close();
});

describe('every operation', () => {
  it('is named, summarised and tagged in its route schema', () => {
    expect(operations.length).toBeGreaterThan(100);
    const problems: string[] = [];
    const seen = new Map<string, string>();
    for (const { name, operation } of operations) {
      const id = operation.operationId;
      if (!id)
        problems.push(
          `${name}: no operationId (add a unique camelCase \`operationId\` to the route's schema)`,
        );
      else if (!/^[a-z][a-zA-Z0-9]*$/.test(id))
        problems.push(`${name}: operationId "${id}" is not camelCase`);
      else if (seen.has(id)) problems.push(`${name}: operationId "${id}" is already ${seen.get(id)}'s`);
      else seen.set(id, name);
      const summary = operation.summary ?? '';
      if (!summary.trim())
        problems.push(`${name}: no summary (add a one-line English \`summary\` to its schema)`);
      else if (/\n/.test(summary)) problems.push(`${name}: the summary is more than one line`);
      if (!operation.tags?.length)
        problems.push(`${name}: no tags (add the module's tag, one of API_TAGS in app.ts, to its schema)`);
    }
    expect(problems).toEqual([]);
  });

  it('describes each of its answers in words, never as "Default Response"', () => {
    const problems = operations.flatMap(({ name, operation }) =>
      Object.entries(operation.responses ?? {})
        .filter(
          ([, response]) => !response.description?.trim() || response.description === 'Default Response',
        )
        .map(([status]) => `${name} ${status}`),
    );
    expect(problems).toEqual([]);
  });

  it('keeps the operationIds partners already use (generated clients call them by name)', () => {
    // openapi-operation-ids.json: operationId → "METHOD path", as published. Adding operations is free; renaming
    // or removing a published one breaks partners' clients, so it must be a deliberate change of this list.
    const current = new Map(operations.map(({ name, operation }) => [operation.operationId, name]));
    const problems = Object.entries(publishedIds)
      .filter(([id, name]) => current.get(id) !== name)
      .map(([id, name]) =>
        current.has(id)
          ? `${id} is now ${current.get(id)}, was ${name}`
          : `${id} (${name}) is gone or renamed`,
      );
    expect(problems).toEqual([]);
  });

  it("declares who may call it ('x-access') and the security that follows from it", () => {
    const problems: string[] = [];
    for (const { name, method, operation } of operations) {
      const access = operation['x-access'];
      const security = operation.security;
      if (!access || !(ACCESS as readonly string[]).includes(access)) {
        problems.push(
          `${name}: no 'x-access' in its schema (one of ${ACCESS.join(', ')}: plugins/auth/route-access.ts)`,
        );
        continue;
      }
      if (!security) {
        problems.push(`${name}: no security`);
        continue;
      }
      const anonymous = security.length === 0 || security.some((each) => Object.keys(each).length === 0);
      const needsSignIn = access === 'signed-in' || access === 'staff' || access === 'manager';
      if (needsSignIn && anonymous)
        problems.push(`${name}: ${access}, yet its security allows anonymous calls`);
      if (!SAFE.has(method) && access !== 'payment-provider') {
        const cookieWithoutCsrf = security.some((each) => 'session' in each && !('csrf' in each));
        if (cookieWithoutCsrf) problems.push(`${name}: an unsafe method whose session needs no CSRF header`);
      }
    }
    expect(problems).toEqual([]);
  });
});

/** The path with every parameter filled in with a plausible value (an id that matches nothing). */
const concrete = (path: string) =>
  path.replace(/\{[^}]+\}/g, (name) => (name === '{provider}' ? 'sandbox' : '1'));

describe('the declared access is the truth', () => {
  // Anonymous calls: no cookie and no token for reads; for writes, a fresh anonymous session with its CSRF token,
  // so that what refuses them is the sign-in rule, not CSRF. Each write gets its own session (one signs out).
  async function anonymousCall(method: string, path: string) {
    const headers = SAFE.has(method) ? {} : authHeaders(await startSession(t.app));
    const payload = SAFE.has(method) ? undefined : {};
    return t.app.inject({ method: method.toUpperCase() as 'GET', url: concrete(path), headers, payload });
  }

  it('refuses anonymous callers of signed-in, staff and back-office operations, and serves them everywhere else', async () => {
    const wrong: string[] = [];
    for (const { name, method, path, operation } of operations) {
      const response = await anonymousCall(method, path);
      const status = response.statusCode;
      const access = operation['x-access'];
      const expected =
        access === 'signed-in' || access === 'manager'
          ? [401]
          : access === 'staff'
            ? [403]
            : access === 'payment-provider'
              ? [401]
              : null;
      if (expected ? !expected.includes(status) : status === 401 || status === 403) {
        wrong.push(`${name} (${access}): anonymous call answered ${status} ${response.body.slice(0, 120)}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('the bearer alternative', () => {
  // A customer and an administrator of the token API, signed in by POST /auth/login: no cookie, no CSRF token.
  async function tokenUser(role: 'customer' | 'admin') {
    const email = `${role}-${Date.now()}@example.com`;
    const passwordHash = await createPasswordHasher().hash(GOOD_PASSWORD);
    await t.database.db.insert(users).values({ email, passwordHash, role, emailVerifiedAt: new Date() });
    return bearer((await tokenSignIn(t.app, { email })).access);
  }

  it('serves signed-in operations to a token, and staff and back-office operations to staff only', async () => {
    const customer = await tokenUser('customer');
    const admin = await tokenUser('admin');
    const wrong: string[] = [];
    for (const { name, method, path, operation } of operations) {
      const access = operation['x-access'];
      if (access !== 'signed-in' && access !== 'staff' && access !== 'manager') continue;
      const call = (headers: Record<string, string>) =>
        t.app.inject({
          method: method.toUpperCase() as 'GET',
          url: concrete(path),
          headers,
          payload: SAFE.has(method) ? undefined : {},
        });
      const asCustomer = (await call(customer)).statusCode;
      const asAdmin = (await call(admin)).statusCode;
      if (access === 'signed-in' && [401, 403].includes(asCustomer)) {
        wrong.push(`${name}: a customer's bearer token answered ${asCustomer}`);
      }
      if ((access === 'staff' || access === 'manager') && asCustomer !== 403)
        wrong.push(`${name}: a customer's token answered ${asCustomer}`);
      if ((access === 'staff' || access === 'manager') && [401, 403].includes(asAdmin)) {
        wrong.push(`${name}: an administrator's token answered ${asAdmin}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('a guard inside a handler', () => {
  it('fails loudly on a route whose declared access says no sign-in is needed', async () => {
    const response = await t.app.inject({ url: '/api/v1/test/misdeclared' });
    expect(response.statusCode).toBe(500);
  });
});

describe('the headers an answer is documented with', () => {
  it("names every cookie a sign-in sets, the known device's included, on POST /account/login's 200", async () => {
    const answer = spec.paths['/api/v1/account/login']?.post as {
      responses: Record<string, { headers?: Record<string, { description?: string }> }>;
    };
    const documented = answer.responses['200']?.headers?.['Set-Cookie']?.description ?? '';
    expect(documented).toContain('`known_device`');

    // The truth: a real sign-in sets exactly the cookies the document names.
    const email = 'cookie-reader@example.com';
    const passwordHash = await createPasswordHasher().hash(GOOD_PASSWORD);
    await t.database.db.insert(users).values({ email, passwordHash, emailVerifiedAt: new Date() });
    const session = await startSession(t.app);
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/v1/account/login',
      headers: authHeaders(session, { 'content-type': 'application/json' }),
      payload: JSON.stringify({ email, password: GOOD_PASSWORD }),
    });
    expect(signedIn.statusCode).toBe(200);
    const set = (signedIn.cookies as Array<{ name: string }>).map((cookie) => cookie.name).sort();
    const named = [...documented.matchAll(/^`([a-z_]+)`:/gm)].map((match) => match[1]).sort();
    expect(named).toEqual(set);
    expect(set).toContain('known_device');
  });
});

describe("Redocly's recommended lint", () => {
  it('finds no problem in the document', async () => {
    // A fixed place: the ignore file's exceptions name the linted file by its path from apps/api.
    const dir = path.join(API_DIR, '.data', 'openapi-lint');
    await mkdir(dir, { recursive: true });
    const file = path.join(dir, 'openapi.json');
    // Written whole, then renamed: another run linting at the same moment never reads half a document.
    const draft = await mkdtemp(path.join(dir, 'draft-'));
    try {
      await writeFile(path.join(draft, 'openapi.json'), JSON.stringify(spec));
      await rename(path.join(draft, 'openapi.json'), file);
      const require = createRequire(import.meta.url);
      const cli = path.join(path.dirname(require.resolve('@redocly/cli/package.json')), 'bin', 'cli.js');
      const config = path.join(API_DIR, 'redocly.yaml');
      const run = promisify(execFile);
      const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
      const args = [cli, 'lint', file, '--config', config, '--format', 'json', '--max-problems', '1000'];
      // Exit status 1 when it finds errors: the report on stdout is what tells which.
      const { stdout } = await run(process.execPath, args, { env, maxBuffer: 16 * 1024 * 1024 }).catch(
        (error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }),
      );
      const report = JSON.parse(stdout) as {
        problems: Array<{
          ruleId: string;
          severity: string;
          message: string;
          location: Array<{ pointer: string }>;
        }>;
      };
      const problems = report.problems.map(
        (problem) =>
          `${problem.severity} ${problem.ruleId}: ${problem.message} (${problem.location[0]?.pointer})`,
      );
      expect(problems).toEqual([]);
    } finally {
      await rm(draft, { recursive: true, force: true });
    }
  }, 60_000);

  it('switches no rule off, and lets through only the one pair of paths the router tells apart', async () => {
    const config = await readFile(path.join(API_DIR, 'redocly.yaml'), 'utf8');
    expect(config).not.toMatch(/:\s*off\b/);
    const ignored = (await readFile(path.join(API_DIR, '.redocly.lint-ignore.yaml'), 'utf8'))
      .split('\n')
      .filter((line) => line.trim() !== '' && !line.startsWith('#'));
    expect(ignored).toEqual([
      '.data/openapi-lint/openapi.json:',
      '  no-ambiguous-paths:',
      "    - '#/paths/~1api~1v1~1events~1nombilkn~1{nombilkn}'",
      "    - '#/paths/~1api~1v1~1events~1{id}~1places'",
    ]);
  });
});
