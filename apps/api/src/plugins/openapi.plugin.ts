// Owns the API description: OpenAPI 3 generated from the same zod schemas that validate requests
// (served at /api/v1/openapi.json) and the Swagger UI reference page at /api/docs.
// @fastify/swagger-ui is pinned to 5.x with @fastify/static 9.x: swagger-ui 6 pulls
// @fastify/static 10 → content-disposition 3, which declares node >= 22.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

export const OPENAPI_PATH = '/api/v1/openapi.json';
export const DOCS_PATH = '/api/docs';

export const openapiPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Afisha API',
          version: '1.0.0',
          description:
            'Theatre and event tickets. Conventions (Accept-Language, `query=` field selection, paging, CSRF, error shapes) are described in API.md.',
        },
        components: {
          securitySchemes: {
            csrf: { type: 'apiKey', in: 'header', name: 'X-CSRFToken' },
            session: { type: 'apiKey', in: 'cookie', name: 'sessionid' },
            bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          },
        },
      },
      transform: jsonSchemaTransform,
      transformObject: jsonSchemaTransformObject,
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
