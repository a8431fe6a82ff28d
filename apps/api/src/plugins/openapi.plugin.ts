// Owns the API description: OpenAPI 3 generated from the same zod schemas that validate requests
// (served at /api/v1/openapi.json) and the Swagger UI reference page at /api/docs.
// @fastify/swagger-ui is pinned to 5.x with @fastify/static 9.x: swagger-ui 6 pulls
// @fastify/static 10 → content-disposition 3, which declares node >= 22.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { SECURITY_SCHEMES } from './auth/route-access.ts';
import { transformDocument, transformRoute } from './openapi-document.ts';

export const OPENAPI_PATH = '/api/v1/openapi.json';

/** A group of operations in the reference: a route's `tags` name one. */
export type OpenApiTag = { name: string; description: string };

export type OpenApiOptions = {
  /**
   * The groups of operations, in the order the reference shows them; a route's tag must be one of these. The
   * composition root (app.ts) hands them over, as they name the domain modules, which the platform never imports.
   */
  tags: readonly OpenApiTag[];
};

export const DOCS_PATH = '/api/docs';

export const openapiPlugin = fp<OpenApiOptions>(
  async (app, { tags }) => {
    await app.register(swagger, {
      openapi: {
        // 3.1: its schemas are JSON Schema 2020-12, which says what zod means (a nullable reference, a tuple);
        // 3.0's `nullable` cannot sit beside a `$ref`, and its tuples lose their order.
        openapi: '3.1.0',
        info: {
          title: 'Afisha API',
          version: '1.0.0',
          license: { name: 'Apache-2.0', identifier: 'Apache-2.0' },
          description:
            'Theatre and event tickets: the catalogue, seat maps, cart and checkout, accounts, the box office and ' +
            'the back office of one site.\n\n' +
            '**Conventions.** `Accept-Language` (ru, en, fr, de; Russian when absent) chooses the language of texts ' +
            'and of error messages. Lists are pages: `limit` (1 to 100, 12 by default) and `offset`, answered as ' +
            '`{count, next, previous, results}`. Where an operation takes `query`, it selects the fields of the ' +
            'answer: `query={id,title,venue{name}}`. With the cookie session, unsafe methods carry the CSRF token ' +
            'of `GET /api/v1/account/csrf` in `X-CSRFToken`. A refusal is JSON: 400 names each field with its ' +
            'messages and `codes` (machine-readable, per field), other statuses `{detail, code}`; every answer ' +
            'carries `X-Request-Id`. Records the back office edits carry a `version`: a write sends it (or ' +
            '`If-Match`) and a stale one is refused with 409 and the current version.\n\n' +
            'Every operation has a stable `operationId` (client generators name their methods after it) and ' +
            'declares its `security`: the cookie session with its CSRF header on unsafe methods, or a bearer ' +
            'access token of the token API. `x-access` says who may call it: `public` (anyone, no credential ' +
            'read), `visitor` (anyone; the answer is about their own session or account), `signed-in` (401 for ' +
            'anybody else), `staff` (box-office staff; 403 for anybody else), `manager` (the back office: ' +
            'administrators everywhere, venue managers at their venues; 403 for anybody else, 404 for a record ' +
            'of another venue) or `payment-provider` (signed notifications of the payment providers).\n\n' +
            'The whole contract in prose (languages and their fallbacks, sessions, errors, lists, limits, the back ' +
            'office and the plan document) is `docs/api.md` in the source repository.',
        },
        // Relative: the document is served by the API it describes, on whatever host that is.
        servers: [{ url: '/' }],
        components: { securitySchemes: SECURITY_SCHEMES },
        tags: [...tags],
      },
      transform: transformRoute,
      transformObject: transformDocument,
    });

    app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());

    await app.register(swaggerUi, {
      routePrefix: DOCS_PATH,
      uiConfig: { validatorUrl: null, deepLinking: true },
      staticCSP: true,
      // The stock policy upgrades to https (breaks the page on plain-http hosts), allows the public
      // validator badge (switched off above), and forgets that Swagger UI sets inline styles from
      // its script; scripts stay 'self' only.
      transformStaticCSP: (header) =>
        header
          .replace(' validator.swagger.io', '')
          .replace(' upgrade-insecure-requests;', '')
          .replace("style-src 'self' https:", "style-src 'self' 'unsafe-inline'"),
    });
  },
  { name: 'openapi' },
);
