// [PLATFORM] Error shapes: field errors from validation, malformed JSON, wrong content type, huge
// bodies, AppError codes, and 5xx that are logged with the request id but never leak internals.
import { Writable } from 'node:stream';
import { ZCityChoiceRequest } from '@afisha/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../../src/lib/app-error.ts';
import { authHeaders, type ClientSession, startSession } from '../helpers/session.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const logLines: Array<Record<string, unknown>> = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
    done();
  },
});

let t: TestApp;
let session: ClientSession;

beforeAll(async () => {
  t = await createTestApp({
    logger: { level: 'info', stream: logStream },
    extend(app) {
      app.get('/api/v1/test/boom', async () => {
        throw new Error('SELECT password_hash FROM users -- secret internals');
      });
      app.get('/api/v1/test/conflict', async () => {
        throw new AppError('conflict', 409);
      });
      app.get(
        '/api/v1/test/bad-response',
        { schema: { response: { 200: z.object({ id: z.number() }) } } },
        async () => ({ id: 'not a number' }) as unknown as { id: number },
      );
      app.post(
        '/api/v1/test/echo',
        {
          schema: {
            body: z.object({
              name: z.string().min(2),
              age: z.number().int().min(0).max(150),
              tags: z.array(z.string()).max(2),
            }),
            querystring: z.object({ page: z.enum(['a', 'b']).optional() }),
          },
        },
        async (request) => request.body,
      );
      app.put(
        '/api/v1/test/cities-body',
        { schema: { body: ZCityChoiceRequest } },
        async (request) => request.body,
      );
    },
  });
  session = await startSession(t.app);
});
afterAll(async () => {
  await t?.close();
});

const postJson = (url: string, payload: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: authHeaders(session, { 'content-type': 'application/json', ...headers }),
    payload,
  });

describe('validation errors', () => {
  it('lists every bad field with its message and code', async () => {
    const response = await postJson(
      '/api/v1/test/echo',
      JSON.stringify({ name: 'x', age: -1, tags: ['a', 'b', 'c'] }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      name: ['Минимальная длина: 2.'],
      age: ['Значение должно быть не меньше 0.'],
      tags: ['Максимальная длина: 2.'],
      codes: { name: ['min_length'], age: ['min_value'], tags: ['max_length'] },
    });
  });

  it('translates validation messages', async () => {
    const response = await postJson('/api/v1/test/echo', JSON.stringify({ age: 1.5, tags: [] }), {
      'accept-language': 'de',
    });
    expect(response.json()).toEqual({
      name: ['Dieses Feld ist erforderlich.'],
      age: ['Ungültiger Wert.'],
      codes: { name: ['required'], age: ['invalid'] },
    });
  });

  it('reports nested paths with dots and query-string errors by parameter name', async () => {
    const nested = await postJson(
      '/api/v1/test/echo',
      JSON.stringify({ name: 'ok', age: 1, tags: ['a', 5] }),
    );
    expect(nested.json()).toEqual({ 'tags.1': ['Некорректное значение.'], codes: { 'tags.1': ['invalid'] } });
    const query = await postJson(
      '/api/v1/test/echo?page=z',
      JSON.stringify({ name: 'ok', age: 1, tags: [] }),
      {
        'accept-language': 'en',
      },
    );
    expect(query.statusCode).toBe(400);
    expect(query.json()).toEqual({
      page: ['Not a valid choice. Valid choices: a, b.'],
      codes: { page: ['invalid_choice'] },
    });
  });

  it('answers a body that is not an object under non_field_errors', async () => {
    for (const payload of ['[]', '"text"', '42', 'true']) {
      const response = await postJson('/api/v1/test/echo', payload);
      expect(response.statusCode, payload).toBe(400);
      expect(response.json().codes).toEqual({ non_field_errors: ['invalid'] });
    }
  });

  it('answers a missing or null body with the required fields', async () => {
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/v1/test/echo',
      headers: authHeaders(session),
    });
    const nullBody = await postJson('/api/v1/test/echo', 'null');
    for (const response of [missing, nullBody]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().codes).toEqual({ name: ['required'], age: ['required'], tags: ['required'] });
    }
  });
});

describe('bodies that never parse', () => {
  it.each([
    '{',
    '{"name": }',
    '{"a":1}{',
    '\u0000',
    '{"__proto__": {"x": 1}}',
    '{"constructor": {"prototype": {"x": 1}}}',
  ])('answers malformed JSON %j with 400 parse_error', async (payload) => {
    const response = await postJson('/api/v1/test/echo', payload, { 'accept-language': 'en' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      non_field_errors: ['Malformed JSON in the request body.'],
      codes: { non_field_errors: ['parse_error'] },
    });
  });

  it('answers an empty JSON body with 400 parse_error', async () => {
    const response = await postJson('/api/v1/test/echo', '');
    expect(response.statusCode).toBe(400);
    expect(response.json().codes).toEqual({ non_field_errors: ['parse_error'] });
  });

  it.each([
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/xml',
  ])('answers content type %s with 415', async (type) => {
    const response = await postJson('/api/v1/test/echo', 'name=x', {
      'content-type': type,
      'accept-language': 'en',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      detail: `Unsupported media type "${type}" in request.`,
      code: 'unsupported_media_type',
    });
  });

  it('answers a body over 1 MiB with 413', async () => {
    const payload = JSON.stringify({ name: 'x'.repeat(1024 * 1024) });
    const response = await postJson('/api/v1/test/echo', payload);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      detail: 'Тело запроса слишком велико (не более 1048576 байт).',
      code: 'payload_too_large',
    });
  });

  it('accepts a body just under the limit', async () => {
    const payload = JSON.stringify({ city_slug: 'x'.repeat(1024 * 1024 - 100) });
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/test/cities-body',
      headers: authHeaders(session, { 'content-type': 'application/json' }),
      payload,
    });
    // Parsed fine; it is the schema (max 100 characters) that refuses it.
    expect(response.statusCode).toBe(400);
    expect(response.json().codes).toEqual({ city_slug: ['max_length'] });
  });
});

describe('whole-request errors', () => {
  it('maps AppError codes to status and translated detail', async () => {
    const response = await t.app.inject({
      url: '/api/v1/test/conflict',
      headers: { 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      detail: 'The request conflicts with the current state of the data.',
      code: 'conflict',
    });
  });

  it('hides the internals of a 500 and logs them with the request id', async () => {
    const response = await t.app.inject({ url: '/api/v1/test/boom', headers: { 'x-request-id': 'boom-1' } });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      detail: 'Внутренняя ошибка сервера. Мы уже разбираемся.',
      code: 'server_error',
    });
    expect(response.body).not.toMatch(/SELECT|password|secret|stack|at /);
    const logged = logLines.find((line) => line.reqId === 'boom-1' && line.level === 50);
    expect(logged).toBeDefined();
    expect(JSON.stringify(logged)).toContain('secret internals');
  });

  it('treats an answer that breaks its own schema as a 500 without details', async () => {
    const response = await t.app.inject({
      url: '/api/v1/test/bad-response',
      headers: { 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      detail: 'Internal server error. We are looking into it.',
      code: 'server_error',
    });
  });

  it('puts the request id in every log line of a request', async () => {
    await t.app.inject({ url: '/api/v1/cities', headers: { 'x-request-id': 'trace-me' } });
    const lines = logLines.filter((line) => line.reqId === 'trace-me');
    expect(lines.length).toBeGreaterThanOrEqual(2);
    expect(lines.map((line) => line.msg)).toEqual(
      expect.arrayContaining(['incoming request', 'request completed']),
    );
  });

  it('answers malformed URL encoding with 400 field errors, not 500', async () => {
    const inQuery = await t.app.inject({ url: '/api/v1/cities?query=%E0%A4%A' });
    expect(inQuery.statusCode).toBe(400);
    expect(inQuery.json().codes).toEqual({ query: ['invalid'] });
    const inPath = await t.app.inject({ url: '/api/v1/cities%ZZ', headers: { 'x-request-id': 'bad-url' } });
    expect(inPath.statusCode).toBe(400);
    expect(inPath.json()).toEqual({
      non_field_errors: ['Некорректное значение.'],
      codes: { non_field_errors: ['invalid'] },
    });
    expect(inPath.headers['x-request-id']).toBe('bad-url');
  });
});
