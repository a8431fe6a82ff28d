// [PLATFORM] OpenAPI 3 at /api/v1/openapi.json, generated from the zod schemas that validate the
// requests, and the Swagger UI reference page at /api/docs with its own content security policy.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
type Spec = {
  openapi: string;
  paths: Record<string, Record<string, Record<string, unknown>>>;
  components: { schemas: Record<string, { properties?: Record<string, unknown>; required?: string[] }> };
};
let spec: Spec;

beforeAll(async () => {
  t = await createTestApp();
  const response = await t.app.inject({ url: '/api/v1/openapi.json' });
  expect(response.statusCode).toBe(200);
  spec = response.json<Spec>();
});
afterAll(async () => {
  await t?.close();
});

describe('openapi.json', () => {
  it('is an OpenAPI 3 document listing the endpoints, without the documentation routes', () => {
    expect(spec.openapi).toMatch(/^3\./);
    const paths = Object.keys(spec.paths);
    // Every module adds its paths; the platform's own must be there, and nothing outside the API prefix.
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/v1/account/csrf',
        '/api/v1/cart/count_seats',
        '/api/v1/cities',
        '/api/v1/cities/me',
        '/api/v1/healthcheck',
        '/api/v1/site',
        '/api/v1/site/info',
      ]),
    );
    for (const path of paths) {
      expect(path).toMatch(/^\/api\/v1\//);
      expect(path).not.toMatch(/docs|openapi\.json/);
    }
  });

  it('describes responses with the contract schemas', () => {
    const city = spec.components.schemas.City ?? spec.components.schemas.CityOutput;
    expect(city?.required?.sort()).toEqual(['city_name', 'city_name_case', 'id', 'slug']);
    const list = spec.paths['/api/v1/cities']?.get?.responses as Record<string, unknown>;
    expect(JSON.stringify(list['200'])).toContain('#/components/schemas/City');
  });

  it('describes request bodies from the same schema that validates them', () => {
    const put = spec.paths['/api/v1/cities/me']?.put as {
      requestBody: { content: Record<string, { schema: unknown }> };
    };
    const schema = put.requestBody.content['application/json']?.schema as {
      properties: Record<string, { maxLength?: number; minLength?: number }>;
      required: string[];
    };
    expect(schema.required).toEqual(['city_slug']);
    expect(schema.properties.city_slug).toMatchObject({ minLength: 1, maxLength: 100 });
  });

  it('documents the error shapes on every route', () => {
    const responses = spec.paths['/api/v1/cities/me']?.put?.responses as Record<string, unknown>;
    expect(Object.keys(responses)).toEqual(expect.arrayContaining(['200', '4XX', '5XX']));
    expect(JSON.stringify(responses['4XX'])).toContain('ValidationErrors');
  });
});

describe('/api/docs', () => {
  it('serves the reference page with a policy that lets its own assets run', async () => {
    const page = await t.app.inject({ url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(csp).not.toContain('validator.swagger.io');
    // Swagger UI sets inline styles from script; scripts themselves stay 'self' only.
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('serves the Swagger UI assets and points them at the same document', async () => {
    const script = await t.app.inject({ url: '/api/docs/static/swagger-ui-bundle.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/javascript/);
    const json = await t.app.inject({ url: '/api/docs/json' });
    expect(Object.keys(json.json<Spec>().paths).sort()).toEqual(Object.keys(spec.paths).sort());
  });
});
