// Owns telling the web processes' page caches of a change the API made (issue 19, "invalidation that reaches every
// web process"): with Redis, the API process where a change happened publishes the web app's own cache-drop notice
// (apps/web/scripts/revalidation-notices.mjs: `{"tag", "origin"}` on REVALIDATE_CHANNEL), which every web process
// subscribes to, so a new price or review shows on every server-rendered page within a second instead of within the
// page's minute. Only the writer's process tells the web (the others hear the change too), so one change is one
// notice. Without Redis the pages keep their own short lifetimes (docs/scaling.md).
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
  return async (notice) => {
    for (const tag of WEB_TAGS[notice.topic]) {
      try {
        await options.redis.publish(options.channel, JSON.stringify({ tag, origin: null }));
      } catch (error) {
        options.log.warn({ err: error, tag }, 'web cache drop not published');
      }
    }
  };
}
