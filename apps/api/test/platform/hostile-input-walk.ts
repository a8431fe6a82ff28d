// [PLATFORM] The guard that stays (issue 18): every operation of /api/v1/openapi.json, read from the real app, gets
// the hostile values of the security audit in each of its query, path and header parameters and in each body field
// (top level and one level down) — NUL bytes, lone surrogates, 100 kB strings, 10,000-element arrays, 5,000-deep
// nesting, wrong types, duplicate keys, __proto__ and constructor.prototype keys — as an anonymous visitor and as a
// signed-in administrator (session and CSRF token; a bearer token too where the operation takes one). No answer
// may be a 5xx or show a stack trace or SQL. A new route is covered the day it is added to the document.
// The walk is split over three test files (hostile-input-1/2/3.test.ts, every third operation each), so that three
// Vitest workers share it: in one file it was the suite's longest by far (200 s of a 510 s tier on the CI machine).
import { users } from '@afisha/db';
import { eq, sql } from '@afisha/db/orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPasswordHasher } from '../../src/modules/account/password-hasher.ts';
import { createVenue } from '../factories/catalogue.factory.ts';
import { createCity } from '../factories/cities.factory.ts';
import { createHall, type Hall } from '../factories/hall.factory.ts';
import { createCustomer } from '../factories/reviews.factory.ts';
import {
  bodyText,
  HOSTILE_HEADERS,
  HOSTILE_JSON,
  HOSTILE_QUERY_STRINGS,
  HOSTILE_TEXTS,
  type HostileText,
  hostileBodies,
  hostileRepeats,
  RAW_MARK,
} from '../helpers/hostile-values.ts';
import {
  type ApiOperation,
  bodyFields,
  type Field,
  type Hints,
  type OpenApiDocument,
  operationsOf,
  sampleOf,
  withValueAt,
} from '../helpers/openapi-samples.ts';
import { startSession } from '../helpers/session.ts';
import { signInCustomer } from '../helpers/signed-in.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const UNLIMITED = { max: 1_000_000, timeWindowMs: 60_000 };
const TOKEN_USER = { email: 'guard-admin@example.com', password: 'Guard-admin-password-1887' };
/** Requests in flight at once: enough to keep the database busy, few enough for a 2-core machine. */
const CONCURRENCY = 8;

const STACK = /\n\s+at |\bat [\w.<>$]+ \(\S+:\d+:\d+\)|node:internal|\.[cm]?[jt]s:\d+:\d+/;
// SQL as this codebase writes it (upper-case SELECT … FROM, Drizzle's quoted `select "id"`) and PostgreSQL's and
// Drizzle's own messages; answers are JSON, so their quotes arrive escaped (`relation \"users\"`).
const SQL =
  /\bSELECT\s[\s\S]{0,200}\bFROM\b|\bselect \\?"|Failed query|syntax error at|relation \\?"|column \\?"|violates (?:foreign key|unique|not-null|check)|duplicate key value|invalid byte sequence|INSERT INTO|DELETE FROM|\bpg_catalog\b/;

/** `address`: the client address it sends from, its own, so that no per-address limit or cap adds up over the walk. */
type Identity = { name: string; headers: Record<string, string>; address: string };
type Variant = {
  where: string;
  name: string;
  kind: string;
  url: string;
  body?: string;
  headers?: Record<string, string>;
};
type Finding = { operation: string; identity: string; variant: Variant; problem: string };

let t: TestApp;
let document: OpenApiDocument;
/** A session on sale in a hall with seats, so that the other fields of a request name things that exist. */
let hall: Hall;
let citySlug: string;

async function setUp(): Promise<void> {
  t = await createTestApp({
    config: (base) => ({
      ...base,
      // The guard sends thousands of requests from one address: no limit may turn them into 429s.
      rateLimit: { ...base.rateLimit, global: UNLIMITED, strict: UNLIMITED },
      accounts: {
        ...base.accounts,
        limits: {
          ...base.accounts.limits,
          loginFailuresPerAccount: 1_000_000,
          loginFailuresPerIp: 1_000_000,
          mailsPerAddress: 1_000_000,
          mailsPerIp: 1_000_000,
        },
      },
    }),
  });
  const answer = await t.app.inject({ url: '/api/v1/openapi.json' });
  expect(answer.statusCode).toBe(200);
  document = answer.json<OpenApiDocument>();
  const city = await createCity(t.database.db);
  citySlug = city.slug;
  hall = await createHall(t.database.db, {
    venue: await createVenue(t.database.db, { city }),
    // A seat for each visitor of the walk (two per operation) and the ones its requests take.
    sections: [{ name: { ru: 'Партер' }, rows: 20, seatsPerRow: 20 }],
  });
  // The bearer tokens' user: an administrator with a real password, signed in through /auth/login per operation.
  const user = await createCustomer(t.database.db, { email: TOKEN_USER.email });
  await t.database.db
    .update(users)
    .set({
      role: 'admin',
      passwordHash: await createPasswordHasher().hash(TOKEN_USER.password),
      emailVerifiedAt: new Date(),
    })
    .where(eq(users.id, user.id));
}

let seatsHeld = 0;

/**
 * The walk's administrator goes through the back office too, whose sample requests may pause, cancel or archive the
 * test's session, or take its seats off sale: put it back on sale before the next visitor holds a seat of it.
 */
async function putTheSessionBackOnSale(): Promise<void> {
  await t.database.db.execute(sql`
    UPDATE events SET sale_status = 'on_sale', cancelled_at = NULL, cancel_reason = NULL, archived_at = NULL,
      sale_opens_at = NULL, sale_closes_at = NULL
    WHERE id = ${hall.event.id}`);
  await t.database.db.execute(
    sql`DELETE FROM seat_holds WHERE event_id = ${hall.event.id} AND status = 'blocked'`,
  );
}

/** Puts a seat of its own in the visitor's cart, so that buying, promo codes and services get past "no cart". */
async function holdASeat({ headers, address }: Identity): Promise<void> {
  await putTheSessionBackOnSale();
  const seat = hall.seats[seatsHeld++ % hall.seats.length];
  const added = await t.app.inject({
    method: 'POST',
    url: '/api/v1/cart/add',
    headers,
    remoteAddress: address,
    payload: { event: hall.event.id, places: [seat?.id] },
  });
  expect(added.statusCode, added.body).toBe(200);
}

/**
 * A fresh anonymous visitor and a fresh administrator for each operation (a hostile logout ends only its own), each
 * with a seat in the cart.
 */
let addresses = 0;
/** A documentation address (TEST-NET-2, RFC 5737) of its own for each visitor. */
function nextAddress(): string {
  addresses++;
  return `198.51.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
}

async function identitiesFor(operation: ApiOperation): Promise<Identity[]> {
  const anonymous = await startSession(t.app);
  const admin = await signInCustomer(t.app, t.database.db);
  await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.userId));
  const identities: Identity[] = [
    {
      name: 'anonymous',
      headers: { cookie: anonymous.cookie, 'x-csrftoken': anonymous.csrf },
      address: nextAddress(),
    },
    {
      name: 'admin',
      headers: { cookie: admin.session.cookie, 'x-csrftoken': admin.session.csrf },
      address: nextAddress(),
    },
  ];
  for (const identity of identities) await holdASeat(identity);
  if (operation.bearer) {
    const address = nextAddress();
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: TOKEN_USER,
      remoteAddress: address,
    });
    expect(login.statusCode, login.body).toBe(200);
    identities.push({
      name: 'admin (bearer)',
      headers: { authorization: `Bearer ${login.json().access}` },
      address,
    });
  }
  return identities;
}

/**
 * Good values by field name, so that a request with one hostile field gets past the others to the code behind:
 * the hall's session, performance, venue and city, and well-formed contact details.
 */
function hintsFor(operation: ApiOperation): Hints {
  return (name) => {
    switch (name) {
      case 'id':
      case 'event':
        return hall.event.id;
      case 'performance':
        return hall.performance.id;
      case 'city':
      case 'city_slug':
        return citySlug;
      case 'places':
        return [hall.seats[0]?.id];
      case 'email':
        return 'guard@example.com';
      case 'password':
      case 'new_password':
        return 'Guard-password-1887';
      case 'phone':
        return '+79991234567';
      case 'since':
        return '2030-01-01T00:00:00Z';
      case 'slug':
        if (operation.path.startsWith('/api/v1/theaters/')) return hall.venue.venue.slug;
        if (operation.path.startsWith('/api/v1/performance/')) return hall.performance.slug;
        return undefined;
      default:
        return undefined;
    }
  };
}

function encodedSample(field: Field, hints: Hints): string {
  const value = hints(field.name) ?? sampleOf(document, field.schema, hints);
  return encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value));
}

function urlOf(operation: ApiOperation, path: Record<string, string>, query: string[]): string {
  const filled = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => path[name] ?? '');
  return query.length > 0 ? `${filled}?${query.join('&')}` : filled;
}

/** Every hostile request of one operation (the same for each identity). */
function variantsOf(operation: ApiOperation): Variant[] {
  const hints = hintsFor(operation);
  const basePath = Object.fromEntries(operation.pathParams.map((p) => [p.name, encodedSample(p, hints)]));
  // The required parameters, and the optional ones with a good value (the city of a listing).
  const given = operation.query.filter((p) => p.required || hints(p.name) !== undefined);
  const baseQuery = (except?: string) =>
    given.filter((p) => p.name !== except).map((p) => `${p.name}=${encodedSample(p, hints)}`);
  const sample = operation.body ? sampleOf(document, operation.body, hints) : undefined;
  const baseBody = sample === undefined ? undefined : JSON.stringify(sample);
  const variants: Variant[] = [
    {
      where: 'request',
      name: '-',
      kind: 'sample request',
      url: urlOf(operation, basePath, baseQuery()),
      body: baseBody,
    },
  ];
  const add = (where: string, name: string, value: HostileText, url: string, body = baseBody) =>
    variants.push({ where, name, kind: value.kind, url, body });

  for (const parameter of operation.query) {
    const key = encodeURIComponent(parameter.name);
    for (const value of HOSTILE_TEXTS) {
      add(
        'query',
        parameter.name,
        value,
        urlOf(operation, basePath, [...baseQuery(key), `${key}=${value.encoded}`]),
      );
    }
    for (const value of hostileRepeats(parameter.name)) {
      add('query', parameter.name, value, urlOf(operation, basePath, [...baseQuery(key), value.encoded]));
    }
  }
  for (const value of HOSTILE_QUERY_STRINGS) {
    add('query', '-', value, urlOf(operation, basePath, [...baseQuery(), value.encoded]));
  }
  for (const parameter of operation.headers) {
    for (const value of HOSTILE_HEADERS) {
      variants.push({
        where: 'header',
        name: parameter.name,
        kind: value.kind,
        url: urlOf(operation, basePath, baseQuery()),
        body: baseBody,
        headers: { [parameter.name]: value.encoded },
      });
    }
  }
  for (const parameter of operation.pathParams) {
    for (const value of HOSTILE_TEXTS) {
      add(
        'path',
        parameter.name,
        value,
        urlOf(operation, { ...basePath, [parameter.name]: value.encoded }, baseQuery()),
      );
    }
  }
  const url = urlOf(operation, basePath, baseQuery());
  if (operation.body) {
    for (const field of bodyFields(document, operation.body)) {
      for (const value of HOSTILE_JSON) {
        const placed = value.raw === undefined ? value.value : RAW_MARK;
        const body = bodyText(withValueAt(document, operation.body, hints, field.path, placed), value);
        add('body', field.path.join('.'), { kind: value.kind, encoded: '' }, url, body);
      }
    }
  }
  if (operation.body || operation.method !== 'GET') {
    const object = sample !== null && typeof sample === 'object' && !Array.isArray(sample) ? sample : {};
    for (const value of hostileBodies(object as Record<string, unknown>))
      add('body', '-', value, url, value.encoded);
  }
  return variants;
}

type Answer = Pick<LightMyRequestResponse, 'statusCode' | 'headers' | 'body'>;

function problemOf(response: Answer): string | null {
  if (response.statusCode >= 500) return `status ${response.statusCode}`;
  const type = String(response.headers['content-type'] ?? '');
  if (!/json|text|html|xml|csv/.test(type)) return null;
  const text = response.body;
  if (STACK.test(text)) return `stack trace in the answer: ${text.slice(0, 200)}`;
  const sql = SQL.exec(text);
  if (sql) return `SQL in the answer ("${sql[0].slice(0, 60)}"): ${text.slice(0, 200)}`;
  return null;
}

async function inPool<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++] as T);
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}

function describeFinding(finding: Finding): string {
  const { variant } = finding;
  return `${finding.operation} as ${finding.identity}: ${variant.where} ${variant.name} = ${variant.kind} → ${finding.problem}`;
}

/**
 * HOSTILE_INPUT_REPORT=1 prints each operation's time and the answer to its sample request as an administrator:
 * how far the requests get past validation, for whoever extends the hints above.
 */
const REPORT = process.env.HOSTILE_INPUT_REPORT === '1';

async function walk(operation: ApiOperation, findings: Finding[]): Promise<number> {
  const started = performance.now();
  const variants = variantsOf(operation);
  const name = `${operation.method} ${operation.path}`;
  for (const identity of await identitiesFor(operation)) {
    await inPool(variants, async (variant) => {
      const response = await t.app.inject({
        method: operation.method as 'GET',
        url: variant.url,
        headers: {
          ...identity.headers,
          'accept-language': 'en',
          ...(variant.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...variant.headers,
        },
        ...(variant.body === undefined ? {} : { payload: variant.body }),
        remoteAddress: identity.address,
      });
      const problem = problemOf(response);
      if (problem) findings.push({ operation: name, identity: identity.name, variant, problem });
      if (REPORT && variant.kind === 'sample request' && identity.name === 'admin') {
        console.info(`${name}: sample answered ${response.statusCode} ${response.body.slice(0, 200)}`);
      }
    });
  }
  if (REPORT)
    console.info(`${name}: ${variants.length} variants in ${Math.round(performance.now() - started)} ms`);
  return variants.length;
}

/**
 * Registers the walk over part `part` of `parts` of the document's operations (every `parts`-th one, in the
 * document's order), on an app and database of its own; the first part also checks the checks.
 */
export function describeHostileInput(part: number, parts: number): void {
  beforeAll(setUp);
  afterAll(async () => {
    await t?.close();
  });

  describe(`hostile input on every operation of the OpenAPI document (part ${part} of ${parts})`, () => {
    // About a third of the walk's CPU each; the time limit leaves room for a busy machine.
    it('never answers 5xx, a stack trace or SQL', { timeout: 300_000 }, async () => {
      const operations = operationsOf(document);
      expect(operations.length).toBeGreaterThan(100);
      const mine = operations.filter((_, index) => index % parts === part - 1);
      expect(mine.length).toBeGreaterThan(0);
      const findings: Finding[] = [];
      let variants = 0;
      for (const operation of mine) variants += await walk(operation, findings);
      if (REPORT) console.info(`hostile input: ${variants} variants over ${mine.length} operations`);
      expect(findings.map(describeFinding)).toEqual([]);
    });

    if (part === 1) checksOfTheChecks();
  });
}

function checksOfTheChecks(): void {
  it('would notice a 5xx, a stack trace or SQL (the checks themselves)', () => {
    const json = { 'content-type': 'application/json; charset=utf-8' };
    const answer = (statusCode: number, body: string): Answer => ({ statusCode, headers: json, body });
    expect(problemOf(answer(503, '{}'))).toBe('status 503');
    expect(problemOf(answer(400, '{"detail":"Error: x\\n    at query (/srv/app/db.ts:10:5)"}'))).toMatch(
      /stack/,
    );
    expect(problemOf(answer(400, '{"detail":"SELECT id FROM users WHERE x = 1"}'))).toMatch(/SQL/);
    expect(problemOf(answer(400, '{"detail":"new row violates check constraint"}'))).toMatch(/SQL/);
    expect(problemOf(answer(400, '{"detail":"Failed query: select \\"id\\" from \\"users\\""}'))).toMatch(
      /SQL/,
    );
    expect(problemOf(answer(400, '{"detail":"relation \\"users\\" does not exist"}'))).toMatch(/SQL/);
    expect(problemOf(answer(200, '{"title":"Select a seat from the plan"}'))).toBeNull();
    expect(
      problemOf({ statusCode: 200, headers: { 'content-type': 'application/pdf' }, body: 'at x.ts:1:1' }),
    ).toBeNull();
  });
}
