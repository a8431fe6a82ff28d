// [PLATFORM] The hostile-input guard as a schema-driven fuzzer (Schemathesis) walks the API: values made from each
// declared schema at its edges, and every answer held to the schema the document declares for its status.
// 1. Query parameters at their documented edges (minimum and maximum and one past, the shortest and longest string
//    and one longer, years 1900/2999 and 0000/9999 of a date pattern, every enum value): a value the document
//    allows must not be refused as invalid (400) — a generated client would send it — and none may be a 5xx.
// 2. Writes (POST, PUT, PATCH, DELETE) of the back office on records in each of their states — an archived venue,
//    hall and performance, a cancelled and a sold-out session, a published plan — as an anonymous visitor and as an
//    administrator: never a 5xx.
// Every JSON answer of both passes must validate against the document's schema for its status (ajv, JSON Schema
// 2020-12 as OpenAPI 3.1 uses). The other hostile-input files throw hostile texts at every field; this one stays
// within the schemas, where a wrong contract hides. Sampled deterministically (a seeded choice) to stay fast.
import { users } from '@afisha/db';
import { eq, sql } from '@afisha/db/orm';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import * as formats from 'ajv-formats';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVenue } from '../factories/catalogue.factory.ts';
import { createCity } from '../factories/cities.factory.ts';
import { createHall, type Hall } from '../factories/hall.factory.ts';
import {
  type ApiOperation,
  type Field,
  type JsonSchema,
  type OpenApiDocument,
  operationsOf,
  resolve,
  sampleOf,
} from '../helpers/openapi-samples.ts';
import { startSession } from '../helpers/session.ts';
import { signInCustomer } from '../helpers/signed-in.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const UNLIMITED = { max: 1_000_000, timeWindowMs: 60_000 };
/** EDGES_REPORT=1 prints how many answers of each status each pass got: how far its requests reach. */
const REPORT = process.env.EDGES_REPORT === '1';
const statuses = new Map<string, number>();
function count(pass: string, status: number): void {
  const key = `${pass} ${status}`;
  statuses.set(key, (statuses.get(key) ?? 0) + 1);
}

let t: TestApp;
let document: OpenApiDocument & { paths: Record<string, Record<string, RawOperation>> };
let onSale: Hall;
let citySlug: string;
type Identity = { name: string; headers: Record<string, string> };
let anonymous: Identity;
let admin: Identity;

type RawOperation = {
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
};

beforeAll(async () => {
  t = await createTestApp({
    config: (base) => ({ ...base, rateLimit: { ...base.rateLimit, global: UNLIMITED, strict: UNLIMITED } }),
  });
  const answer = await t.app.inject({ url: '/api/v1/openapi.json' });
  document = answer.json();
  const city = await createCity(t.database.db);
  citySlug = city.slug;
  onSale = await createHall(t.database.db, { venue: await createVenue(t.database.db, { city }) });
  const visitor = await startSession(t.app);
  anonymous = { name: 'anonymous', headers: { cookie: visitor.cookie, 'x-csrftoken': visitor.csrf } };
  const signed = await signInCustomer(t.app, t.database.db);
  await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, signed.userId));
  admin = { name: 'admin', headers: { cookie: signed.session.cookie, 'x-csrftoken': signed.session.csrf } };
});

afterAll(async () => {
  if (REPORT)
    console.info(
      [...statuses]
        .sort()
        .map(([key, n]) => `${key}: ${n}`)
        .join('\n'),
    );
  await t?.close();
});

// --- The answers against the document -------------------------------------------------------------------------

const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
// ajv-formats is CommonJS: its module object is the `default` of the namespace, and the plugin that object's own.
formats.default.default(ajv);
const validators = new Map<string, ValidateFunction | null>();

/** The documented schema of an answer with this status (exact, then 4XX/5XX), compiled once. */
function validatorFor(operation: ApiOperation, status: number): ValidateFunction | null {
  const key = `${operation.method} ${operation.path} ${status}`;
  if (validators.has(key)) return validators.get(key) ?? null;
  const responses = document.paths[operation.path]?.[operation.method.toLowerCase()]?.responses ?? {};
  const declared = responses[String(status)] ?? responses[`${String(status)[0]}XX`];
  const schema = declared?.content?.['application/json']?.schema;
  // The components travel with each schema, so that its `#/components/schemas/…` references resolve.
  const validate = schema ? ajv.compile({ ...schema, components: document.components }) : null;
  validators.set(key, validate);
  return validate;
}

type Answer = Pick<LightMyRequestResponse, 'statusCode' | 'headers' | 'body'>;

/** What is wrong with an answer: a 5xx, or a JSON body its documented schema does not accept. */
function problemOf(operation: ApiOperation, response: Answer): string | null {
  if (response.statusCode >= 500) return `status ${response.statusCode}: ${response.body.slice(0, 200)}`;
  if (!String(response.headers['content-type'] ?? '').includes('application/json')) return null;
  if (response.statusCode === 204 || response.statusCode === 304 || response.body === '') return null;
  const validate = validatorFor(operation, response.statusCode);
  if (!validate) return `status ${response.statusCode} is not in the document`;
  if (validate(JSON.parse(response.body))) return null;
  const error = validate.errors?.[0];
  return `answer ${response.statusCode} off its schema at ${error?.instancePath || '/'}: ${error?.message} (${response.body.slice(0, 160)})`;
}

// --- Deterministic sampling ---------------------------------------------------------------------------------

/** mulberry32: a seeded generator, so that a failure names a case that comes back on the next run. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x ^= x + Math.imul(x ^ (x >>> 7), 61 | x);
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
}

// --- Edge values of a parameter's schema ----------------------------------------------------------------------

type Edge = { value: string; valid: boolean; what: string };

// A date pattern's years: the document's own bounds (the pattern says 19xx or 2xxx) and the fuzzer's 0 and 9999.
const DATE_EDGES: Edge[] = [
  { value: '1900-01-01', valid: true, what: 'year 1900' },
  { value: '2999-12-31', valid: true, what: 'year 2999' },
  { value: '0000-01-01', valid: false, what: 'year 0' },
  { value: '9999-12-31', valid: false, what: 'year 9999' },
];

/** A string of `length` the pattern accepts, from the characters the usual patterns take, else null. */
function fitting(pattern: RegExp | null, length: number): string | null {
  for (const letter of ['a', '1', 'A', '_']) {
    const value = letter.repeat(length);
    if (!pattern || pattern.test(value)) return value;
  }
  return null;
}

function edgesOf(schema: JsonSchema): Edge[] {
  const edges: Edge[] = [];
  const type = Array.isArray(schema.type) ? schema.type.find((one) => one !== 'null') : schema.type;
  if (schema.enum) {
    for (const value of schema.enum) edges.push({ value: String(value), valid: true, what: `enum ${value}` });
    edges.push({ value: 'not-one-of-them', valid: false, what: 'outside the enum' });
    return edges;
  }
  if (type === 'integer' || type === 'number') {
    const low =
      typeof schema.minimum === 'number'
        ? schema.minimum
        : typeof schema.exclusiveMinimum === 'number'
          ? schema.exclusiveMinimum + 1
          : undefined;
    if (low !== undefined) {
      edges.push({ value: String(low), valid: true, what: 'minimum' });
      edges.push({ value: String(low - 1), valid: false, what: 'minimum - 1' });
    }
    if (typeof schema.maximum === 'number') {
      edges.push({ value: String(schema.maximum), valid: true, what: 'maximum' });
      edges.push({ value: String(schema.maximum + 1), valid: false, what: 'maximum + 1' });
    }
    edges.push({ value: '1.5', valid: type === 'number', what: 'a fraction' });
    return edges;
  }
  if (type !== 'string') return edges;
  const pattern = schema.pattern ? new RegExp(schema.pattern, 'u') : null;
  if (schema.format === 'date' || /\\d\\d-\(0\[1-9\]/.test(schema.pattern ?? '')) {
    for (const edge of DATE_EDGES) {
      edges.push({ ...edge, valid: !pattern || pattern.test(edge.value) });
    }
  }
  if (pattern && schema.maxLength === undefined) {
    // A pattern alone bounds the length itself (`^\\d{1,9}$`): the longest values it takes are its edges.
    for (const length of [1, 4, 9, 10, 20]) {
      const value = fitting(pattern, length);
      if (value !== null) edges.push({ value, valid: true, what: `pattern, ${length} characters` });
    }
  }
  const min = schema.minLength ?? 0;
  const shortest = fitting(pattern, min);
  if (shortest !== null && min > 0) edges.push({ value: shortest, valid: true, what: `minLength ${min}` });
  if (min > 0) edges.push({ value: 'a'.repeat(min - 1), valid: false, what: `minLength - 1` });
  if (typeof schema.maxLength === 'number' && schema.maxLength <= 5_000) {
    const longest = fitting(pattern, schema.maxLength);
    if (longest !== null) edges.push({ value: longest, valid: true, what: `maxLength ${schema.maxLength}` });
    edges.push({
      value: (longest ?? 'a'.repeat(schema.maxLength)) + (longest?.[0] ?? 'a'),
      valid: false,
      what: `maxLength + 1`,
    });
  }
  return edges;
}

/** Good values by name, so that a request with one edge value reaches the code behind it. */
function hint(operation: ApiOperation, name: string): unknown {
  switch (name) {
    case 'id':
    case 'event':
      return operation.path.includes('/manage/') && !operation.path.includes('/events/')
        ? undefined
        : onSale.event.id;
    case 'performance':
      return onSale.performance.id;
    case 'city':
      return citySlug;
    case 'slug':
      if (operation.path.startsWith('/api/v1/theaters/')) return onSale.venue.venue.slug;
      if (operation.path.startsWith('/api/v1/performance/')) return onSale.performance.slug;
      return undefined;
    default:
      return undefined;
  }
}

function sampleText(operation: ApiOperation, field: Field): string {
  const value = hint(operation, field.name) ?? sampleOf(document, field.schema);
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function urlOf(
  operation: ApiOperation,
  path: Record<string, string>,
  query: Array<[string, string]>,
): string {
  const filled = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(path[name] ?? ''),
  );
  const search = new URLSearchParams(query).toString();
  return search ? `${filled}?${search}` : filled;
}

async function call(
  operation: ApiOperation,
  identity: Identity,
  url: string,
  body?: unknown,
): Promise<Answer> {
  return t.app.inject({
    method: operation.method as 'GET',
    url,
    headers: {
      ...identity.headers,
      'accept-language': 'en',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}

async function inPool<T>(items: readonly T[], work: (item: T) => Promise<void>, width = 6): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++] as T);
  };
  await Promise.all(Array.from({ length: width }, worker));
}

/**
 * A 400 that says the value itself is invalid: its field among the refused ones, with a code other than
 * `does_not_exist` (a well-formed reference to nothing, which no schema can foresee). A refusal naming another field
 * (a date range ending before it starts) is about the pair, not this value.
 */
function refusedAsInvalid(response: Answer, field: string): boolean {
  if (response.statusCode !== 400) return false;
  const codes = (JSON.parse(response.body) as { codes?: Record<string, string[]> }).codes ?? {};
  return (codes[field] ?? []).some((code) => code !== 'does_not_exist');
}

describe('query parameters at the edges of their documented schemas', () => {
  it('takes every value the document allows (no 400), never answers 5xx, and answers as documented', {
    timeout: 120_000,
  }, async () => {
    const findings: string[] = [];
    const cases: Array<{ operation: ApiOperation; field: Field; edge: Edge; url: string }> = [];
    // Reads only: a write's query parameters are few and its body decides; the second pass takes writes.
    for (const operation of operationsOf(document).filter((one) => one.method === 'GET')) {
      const path = Object.fromEntries(operation.pathParams.map((p) => [p.name, sampleText(operation, p)]));
      const base = operation.query
        .filter((p) => p.required || hint(operation, p.name) !== undefined)
        .map((p): [string, string] => [p.name, sampleText(operation, p)]);
      for (const field of operation.query) {
        const schema = resolve(document, field.schema);
        for (const edge of edgesOf(schema)) {
          const query = [
            ...base.filter(([name]) => name !== field.name),
            [field.name, edge.value] as [string, string],
          ];
          cases.push({ operation, field, edge, url: urlOf(operation, path, query) });
        }
      }
    }
    expect(cases.length).toBeGreaterThan(300);
    await inPool(cases, async ({ operation, field, edge, url }) => {
      const where = `${operation.method} ${operation.path} ${field.name}=${edge.value.slice(0, 30)} (${edge.what})`;
      const response = await call(operation, admin, url);
      count('edges', response.statusCode);
      const problem = problemOf(operation, response);
      if (problem) findings.push(`${where}: ${problem}`);
      else if (edge.valid && refusedAsInvalid(response, field.name)) {
        findings.push(`${where}: refused a value the document allows: ${response.body.slice(0, 200)}`);
      }
    });
    expect(findings).toEqual([]);
  });
});

describe('writes on records in each of their states', () => {
  type Target = {
    state: string;
    ids: Partial<Record<'venues' | 'halls' | 'performances' | 'events' | 'plans', number>>;
  };

  /** A hall in a state of its own: its venue, hall, performance, session and plan as the state leaves them. */
  async function stateOf(state: string, change: (hall: Hall) => Promise<void>): Promise<Target> {
    const hall = await createHall(t.database.db, {
      venue: await createVenue(t.database.db, { city: await createCity(t.database.db) }),
      saleStatus: state === 'sold-out session' ? 'sold_out' : 'on_sale',
    });
    await change(hall);
    return {
      state,
      ids: {
        venues: hall.venue.venue.id,
        halls: hall.venue.hall.id,
        performances: hall.performance.id,
        events: hall.event.id,
        plans: hall.venue.plan.id,
      },
    };
  }

  it('never answers 5xx or off its schema, anonymous or administrator', { timeout: 120_000 }, async () => {
    const db = t.database.db;
    const targets = [
      await stateOf('archived venue', async (hall) => {
        await db.execute(sql`UPDATE venues SET archived_at = now() WHERE id = ${hall.venue.venue.id}`);
      }),
      await stateOf('archived hall', async (hall) => {
        await db.execute(sql`UPDATE halls SET archived_at = now() WHERE id = ${hall.venue.hall.id}`);
      }),
      await stateOf('archived performance', async (hall) => {
        await db.execute(
          sql`UPDATE performances SET archived_at = now(), is_published = false WHERE id = ${hall.performance.id}`,
        );
      }),
      await stateOf('cancelled session', async (hall) => {
        await db.execute(
          sql`UPDATE events SET sale_status = 'cancelled', cancelled_at = now() WHERE id = ${hall.event.id}`,
        );
      }),
      await stateOf('sold-out session', async () => {}),
      // The factory's plan is published and carries the session.
      await stateOf('published plan', async () => {}),
    ];
    const writes = operationsOf(document).filter(
      (operation) =>
        operation.method !== 'GET' &&
        operation.path.startsWith('/api/v1/manage/') &&
        operation.pathParams.some((p) => p.name === 'id'),
    );
    expect(writes.length).toBeGreaterThan(15);
    const resourceOf = (path: string) => (path.split('/')[4] ?? '') as keyof Target['ids'];
    const random = seeded(20_261_129);
    const cases: Array<{ operation: ApiOperation; target: Target; identity: Identity }> = [];
    for (const operation of writes) {
      for (const target of targets) {
        if (target.ids[resourceOf(operation.path)] === undefined) continue;
        // Every state as the administrator; the anonymous visitor on a seeded third (each is refused at the door).
        cases.push({ operation, target, identity: admin });
        if (random() < 1 / 3) cases.push({ operation, target, identity: anonymous });
      }
    }
    const findings: string[] = [];
    await inPool(
      cases,
      async ({ operation, target, identity }) => {
        const id = String(target.ids[resourceOf(operation.path)]);
        const body = operationBody(operation);
        const response = await call(operation, identity, urlOf(operation, { id }, []), body);
        count(`writes as ${identity.name}`, response.statusCode);
        if (REPORT && identity === admin && response.statusCode !== 400) {
          console.info(`${operation.method} ${operation.path} ${target.state}: ${response.statusCode}`);
        }
        const problem = problemOf(operation, response);
        if (problem)
          findings.push(
            `${operation.method} ${operation.path} on ${target.state} as ${identity.name}: ${problem}`,
          );
      },
      1,
    );
    expect(findings).toEqual([]);
  });
});

/** The operation's sample body (its required fields), or none. */
function operationBody(operation: ApiOperation): unknown {
  return operation.body ? sampleOf(document, operation.body) : operation.method === 'DELETE' ? undefined : {};
}
