// Owns making the database handle available to the app (`app.database`). The app does not own its
// lifecycle: server.ts (or a test) creates and closes it, so one handle can outlive an app rebuild.
import type { Database } from '@afisha/db';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
  }
}

export const dbPlugin = fp(
  async (app, options: { database: Database }) => {
    app.decorate('database', options.database);
  },
  { name: 'db' },
);
