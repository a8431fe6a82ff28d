// Owns the sample ticket of GET /tickets_preview (the ticket design, shown to anyone): rendered once per language and
// site name and then served from memory, so an anonymous endpoint costs no PDF rendering per call. What the sample
// depends on is its key: the language, and the site's name in it (site settings, read per call, so a renamed site
// shows at once); the design and the sample ticket (ticket-pdf.ts) only change with a new release, i.e. a new
// process. Bounded: a few languages times a few names, least recently used first out. Concurrent first callers
// share one rendering.
import type { TLocale } from '@afisha/contracts';
import { systemClock } from '../../lib/clock.ts';
import { createTtlCache } from '../../lib/ttl-cache.ts';
import { SAMPLE_TICKET } from './ticket-pdf.ts';
import type { TicketPdfRenderer } from './ticket-pdf-pool.ts';

/** Four languages, each under its current name and a few former ones. */
const MAX_PREVIEWS = 16;
/** Nothing it depends on changes without changing its key: the time only bounds an entry nobody asks for. */
const PREVIEW_TTL_MS = 24 * 60 * 60_000;
/** The order number printed on the sample. */
export const SAMPLE_ORDER_NUMBER = 'ABC-DEFGH';

export type TicketPreview = {
  pdf(locale: TLocale): Promise<Buffer>;
  /** Samples held (for the bound's test). */
  readonly size: number;
};

export function createTicketPreview(deps: {
  render: TicketPdfRenderer;
  siteName: (locale: TLocale) => Promise<string>;
}): TicketPreview {
  const samples = createTtlCache<Buffer>({
    ttlMs: PREVIEW_TTL_MS,
    maxEntries: MAX_PREVIEWS,
    clock: systemClock,
  });
  return {
    async pdf(locale) {
      const siteName = await deps.siteName(locale);
      return samples.get(JSON.stringify([locale, siteName]), () =>
        deps.render({ orderNumber: SAMPLE_ORDER_NUMBER, locale, siteName, tickets: [SAMPLE_TICKET] }),
      );
    },
    get size() {
      return samples.size;
    },
  };
}
