// Owns the two ways change notices travel between API processes (change-bus.ts), and which one a process uses:
// - Redis pub/sub when REDIS_URL is set: the scale-out profile has Redis already, and pub/sub works whatever stands
//   between the API and PostgreSQL (LISTEN needs a session of its own, which pgbouncer in transaction mode, the
//   pooler docs/scaling.md recommends, does not give). Publishing on the command connection, subscribing on a
//   duplicate (Redis requires a connection of its own for that); ioredis reconnects and subscribes again by itself.
// - PostgreSQL LISTEN/NOTIFY otherwise (no extra part): NOTIFY through the pool, LISTEN on a dedicated connection
//   that reconnects (@afisha/db listen).
// - Nothing on the embedded PGlite, which is one process: its own subscribers hear its notices directly.
import { type Database, listen } from '@afisha/db';
import { sql } from '@afisha/db/orm';
import { connectRedis } from '../redis.ts';
import type { OpenTransport } from './change-bus.ts';

/** The channel of the notices, in PostgreSQL and in Redis. */
export const CHANGE_CHANNEL = 'afisha_changes';

type Log = { warn(object: object, message: string): void };

export function redisTransport(url: string, log: Log, channel = CHANGE_CHANNEL): OpenTransport {
  return ({ receive, reconnected }) => {
    const publisher = connectRedis(url);
    const subscriber = publisher.duplicate();
    publisher.on('error', (error) => log.warn({ err: error }, 'change bus: Redis'));
    subscriber.on('error', (error) => log.warn({ err: error }, 'change bus: Redis subscriber'));
    let readyBefore = false;
    subscriber.on('ready', () => {
      if (readyBefore) reconnected();
      readyBefore = true;
    });
    subscriber.on('message', (from: string, payload: string) => {
      if (from === channel) receive(payload);
    });
    subscriber
      .subscribe(channel)
      .catch((error: unknown) => log.warn({ err: error }, 'change bus: subscribe'));
    return {
      name: 'redis',
      async send(payload) {
        await publisher.publish(channel, payload);
      },
      async close() {
        subscriber.disconnect();
        publisher.disconnect();
      },
    };
  };
}

export function postgresTransport(database: Database, log: Log, channel = CHANGE_CHANNEL): OpenTransport {
  return ({ receive, reconnected }) => {
    const listener = listen(database, channel, {
      onNotice: receive,
      onConnect: (again) => {
        if (again) reconnected();
      },
      onError: (error) => log.warn({ err: error }, 'change bus: PostgreSQL listener'),
    });
    return {
      name: 'postgres',
      async send(payload) {
        await database.db.execute(sql`SELECT pg_notify(${channel}, ${payload})`);
      },
      async close() {
        await listener?.close();
      },
    };
  };
}

/** The transport of this process: Redis when configured, PostgreSQL on a server, none on PGlite. */
export function chooseTransport(input: {
  database: Database;
  redisUrl: string | null;
  log: Log;
}): OpenTransport | undefined {
  if (input.redisUrl) return redisTransport(input.redisUrl, input.log);
  if (input.database.kind === 'postgres') return postgresTransport(input.database, input.log);
  return undefined;
}
