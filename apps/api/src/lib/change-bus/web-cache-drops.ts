// Owns telling the web processes' page caches of a change the API made (issue 19, "invalidation that reaches every
// web process"): with Redis, the API process where a change happened publishes the web app's own cache-drop notice
// (apps/web/scripts/revalidation-notices.mjs: `{"tag", "origin"}` on REVALIDATE_CHANNEL), which every web process
// subscribes to, so a new price or review shows on every server-rendered page within a second instead of within the
// page's minute. Only the writer's process tells the web (the others hear the change too), so one change is one
// notice. Without Redis (one machine, `npm start`), the API posts the drop to one web process's POST /revalidate
// (WEB_REVALIDATE_URL with the web app's REVALIDATE_SECRET), which relays it to its WEB_PEERS; with neither, the
// pages keep their own short lifetimes (docs/scaling.md).
import type { ChangeNotice, ChangeTopic } from './change-topics.ts';

/** The web app's cache tags (apps/web/src/lib/catalogue-cache.ts) each API topic makes stale. */
const WEB_TAGS: Record<ChangeTopic, readonly string[]> = {
  catalogue: ['catalogue'],
  prices: ['catalogue'],
  reviews: ['catalogue'],
  site: ['site'],
  // The seat map and the waiting list are read by the browser, never cached in pages.
  plans: [],
  offers: [],
};

/** The web app's default channel (revalidation-notices.mjs DEFAULT_REVALIDATE_CHANNEL); both read REVALIDATE_CHANNEL. */
export const DEFAULT_WEB_REVALIDATE_CHANNEL = 'afisha:web:revalidate';

export type WebCacheDrops = (notice: ChangeNotice) => Promise<void>;

type Publisher = { publish(channel: string, message: string): Promise<unknown> };
type Log = { warn(object: object, message: string): void };

/** Publishes the web tags a notice makes stale; a failure is logged, never thrown at the writer (already committed). */
export function webCacheDrops(options: { redis: Publisher; channel: string; log: Log }): WebCacheDrops {
  return eachTag(options.log, (tag) =>
    options.redis.publish(options.channel, JSON.stringify({ tag, origin: null })),
  );
}

/** How long the API waits for the web process to drop its cache before logging a failure (the write is done). */
const WEB_DROP_TIMEOUT_MS = 2_000;

/** Posts the web tags a notice makes stale to a web process's POST /revalidate (no Redis); failures are logged. */
export function httpWebCacheDrops(options: {
  url: string;
  secret: string;
  log: Log;
  fetch?: typeof fetch;
}): WebCacheDrops {
  const send = options.fetch ?? fetch;
  return eachTag(options.log, async (tag) => {
    const target = new URL(options.url);
    target.pathname = `${target.pathname.replace(/\/+$/, '')}/revalidate`;
    target.search = new URLSearchParams({ tag }).toString();
    const response = await send(target, {
      method: 'POST',
      headers: { 'x-revalidate-secret': options.secret },
      signal: AbortSignal.timeout(WEB_DROP_TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (!response.ok) throw new Error(`POST /revalidate answered ${response.status}`);
  });
}

function eachTag(log: Log, drop: (tag: string) => Promise<unknown>): WebCacheDrops {
  return async (notice) => {
    for (const tag of WEB_TAGS[notice.topic]) {
      try {
        await drop(tag);
      } catch (error) {
        log.warn({ err: error, tag }, 'web cache drop not published');
      }
    }
  };
}
