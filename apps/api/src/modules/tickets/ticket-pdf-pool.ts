// Owns where ticket PDFs are rendered: on TICKET_PDF_THREADS worker threads (ticket-pdf.thread.ts), with at most
// TICKET_PDF_QUEUE more waiting, so a burst of downloads, box-office prints or ticket mails takes a bounded share of
// the machine and never the event loop that answers everyone else. Past the queue a PDF is refused with 503
// `service_unavailable` (the mail outbox tries its mails again later).
import { AppError } from '../../lib/app-error.ts';
import { createWorkerPool, PoolBusyError } from '../../lib/worker-pool.ts';
import type { TicketsPdfInput } from './ticket-pdf.ts';

export type TicketPdfRenderer = (input: TicketsPdfInput) => Promise<Buffer>;

export function createTicketPdfPool(options: { threads: number; maxQueued: number }): {
  render: TicketPdfRenderer;
  close(): Promise<void>;
} {
  const pool = createWorkerPool<TicketsPdfInput, Uint8Array>({
    // Beside this module in the sources; a bundled API must emit ticket-pdf.thread.ts under this name beside its
    // entry (as test/crash/api-process.ts does).
    file: new URL('./ticket-pdf.worker.mjs', import.meta.url),
    threads: options.threads,
    maxQueued: options.maxQueued,
  });
  return {
    async render(input) {
      try {
        const bytes = await pool.run(input);
        return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      } catch (error) {
        if (error instanceof PoolBusyError) throw new AppError('service_unavailable', 503);
        throw error;
      }
    },
    close: () => pool.close(),
  };
}
