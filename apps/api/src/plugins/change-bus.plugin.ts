// Owns the process's change bus (lib/change-bus, issue 19): opened with the app, `app.changes` for the modules that
// publish and the caches that subscribe, closed with the app; its start-up line says how notices travel between
// processes (Redis, PostgreSQL, or only within this one process on the embedded PGlite). What this process publishes
// also drops the web processes' page caches, through Redis or a web process's POST /revalidate
// (lib/change-bus/web-cache-drops.ts).
import type { Database } from '@afisha/db';
import fp from 'fastify-plugin';
import { type ChangeBus, createChangeBus } from '../lib/change-bus/change-bus.ts';
import { chooseTransport } from '../lib/change-bus/change-bus-transports.ts';
import type { WebCacheDrops } from '../lib/change-bus/web-cache-drops.ts';

declare module 'fastify' {
  interface FastifyInstance {
    changes: ChangeBus;
  }
}

export const changeBusPlugin = fp(
  async (
    app,
    options: {
      database: Database;
      redisUrl: string | null;
      /** How the web processes are told of this process's changes (web-cache-drops.ts); null: they are not. */
      web: WebCacheDrops | null;
    },
  ) => {
    const bus = createChangeBus({
      open: chooseTransport({ database: options.database, redisUrl: options.redisUrl, log: app.log }),
      log: app.log,
    });
    const toWeb = options.web;
    const changes: ChangeBus = toWeb
      ? {
          ...bus,
          async publish(notice) {
            await bus.publish(notice);
            await toWeb(notice);
          },
        }
      : bus;
    app.decorate('changes', changes);
    app.addHook('onReady', async () => {
      app.log.info(
        { transport: changes.transport },
        `change notices between API processes: ${changes.transport}`,
      );
    });
    app.addHook('onClose', async () => changes.close());
  },
  { name: 'change-bus' },
);
