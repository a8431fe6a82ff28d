// Owns the API's ticket PDFs as one piece, set up once in app.ts: the worker threads that render them
// (ticket-pdf-pool.ts), the sample of GET /tickets_preview from memory (ticket-preview.ts), and the per-client limit
// on real ticket PDFs (the guest link's `format=pdf`, the box office's print): TICKET_PDF_RATE_LIMIT_MAX a minute
// per client address, counted apart from the global limit (the web server's own calls, proven by INTERNAL_API_SECRET, are exempt as from every limit), 429 `throttled` past it.
import type { TLocale } from '@afisha/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TicketPdfConfig } from '../../config.ts';
import { AppError } from '../../lib/app-error.ts';
import { renderTicketsPdf, SAMPLE_TICKET } from './ticket-pdf.ts';
import { createTicketPdfPool, type TicketPdfRenderer } from './ticket-pdf-pool.ts';
import { createTicketPreview, SAMPLE_ORDER_NUMBER } from './ticket-preview.ts';

export type TicketPdfs = {
  /** Renders one order's tickets on the worker threads. */
  render: TicketPdfRenderer;
  /** The sample ticket in a language (GET /tickets_preview). */
  preview(locale: TLocale): Promise<Buffer>;
  /** Counts one real ticket PDF against the client's limit; 429 `throttled` past it. */
  admit(request: FastifyRequest): Promise<void>;
};

export type TicketPdfsTesting = {
  /**
   * Test-only (the control of bench:pdf): render on the event loop and the preview on every call, as the API did
   * before the worker threads and the preview's cache.
   */
  onEventLoop?: boolean;
};

export function setUpTicketPdfs(
  app: FastifyInstance,
  options: TicketPdfConfig & { siteName: (locale: TLocale) => Promise<string> },
  testing: TicketPdfsTesting = {},
): TicketPdfs {
  const pool = createTicketPdfPool({ threads: options.threads, maxQueued: options.maxQueued });
  app.addHook('onClose', () => pool.close());
  const render = testing.onEventLoop ? renderTicketsPdf : pool.render;
  const cached = createTicketPreview({ render, siteName: options.siteName });
  const preview = testing.onEventLoop
    ? {
        pdf: async (locale: TLocale) =>
          render({
            orderNumber: SAMPLE_ORDER_NUMBER,
            locale,
            siteName: await options.siteName(locale),
            tickets: [SAMPLE_TICKET],
          }),
      }
    : cached;
  // Made on first use: the rate-limit plugin has decorated the app by then.
  let limiter: ReturnType<FastifyInstance['createRateLimit']> | undefined;
  return {
    render,
    preview: (locale) => preview.pdf(locale),
    async admit(request) {
      limiter ??= app.createRateLimit({
        max: options.rateLimit.max,
        timeWindow: options.rateLimit.timeWindowMs,
      });
      const counted = await limiter(request);
      if (!counted.isAllowed && counted.isExceeded) {
        throw new AppError('throttled', 429, { seconds: Math.max(1, counted.ttlInSeconds) });
      }
    },
  };
}
