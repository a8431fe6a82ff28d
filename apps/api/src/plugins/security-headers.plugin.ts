// Owns the security headers of every answer (@fastify/helmet). The API serves JSON and images,
// so its content security policy forbids everything (an SVG poster opened directly cannot run
// scripts); the /api/docs page sets its own, looser policy for the Swagger UI assets.
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

export const securityHeadersPlugin = fp(
  async (app) => {
    await app.register(helmet, {
      global: true,
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'none'"],
          frameAncestors: ["'none'"],
          baseUri: ["'none'"],
          formAction: ["'none'"],
        },
      },
      // The web app on another port of the same host shows our /media images.
      crossOriginResourcePolicy: { policy: 'same-site' },
    });
  },
  { name: 'security-headers' },
);
