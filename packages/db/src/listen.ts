// Owns LISTEN on PostgreSQL (the API's change bus, issue 19): one dedicated connection per listener, outside the
// pool (a pooled connection goes back to the pool and its LISTEN with it), made from the pool's own settings so it
// reaches the same database. A lost connection is made again after a growing pause (up to 5 s); `onConnect` tells
// the caller each time one is up, so it can assume notices were missed while it was down. PGlite has no listener
// here: it is one process, whose own notices need no database.
import pg from 'pg';
import { type Database, driverOf } from './client.js';

export type Listener = { close(): Promise<void> };

export type ListenHandlers = {
  onNotice(payload: string): void;
  /** The connection is up and listening: `again` after a loss (notices may have been missed meanwhile). */
  onConnect?(again: boolean): void;
  onError?(error: Error): void;
};

const MAX_PAUSE_MS = 5_000;

/** Listens on `channel` of the database; null on PGlite. */
export function listen(database: Database, channel: string, handlers: ListenHandlers): Listener | null {
  const driver = driverOf(database);
  if (driver.kind !== 'postgres') return null;
  const settings = driver.pool.options;
  let client: pg.Client | null = null;
  let closed = false;
  let connectedOnce = false;
  let pause = 100;
  let retry: NodeJS.Timeout | null = null;

  function again() {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = null;
      void connect();
    }, pause);
    retry.unref();
    pause = Math.min(pause * 2, MAX_PAUSE_MS);
  }

  async function connect() {
    const mine = new pg.Client({ ...settings, keepAlive: true });
    client = mine;
    mine.on('notification', (message) => {
      if (message.channel === channel) handlers.onNotice(message.payload ?? '');
    });
    mine.on('error', (error) => {
      handlers.onError?.(error);
      mine.end().catch(() => {});
      if (client === mine) again();
    });
    mine.on('end', () => {
      if (client === mine) again();
    });
    try {
      await mine.connect();
      await mine.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      if (closed) {
        await mine.end();
        return;
      }
      pause = 100;
      handlers.onConnect?.(connectedOnce);
      connectedOnce = true;
    } catch (error) {
      handlers.onError?.(error as Error);
      mine.end().catch(() => {});
      again();
    }
  }

  void connect();
  return {
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const last = client;
      client = null;
      await last?.end().catch(() => {});
    },
  };
}
