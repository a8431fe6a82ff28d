// Owns a ticket PDF worker thread's work: renders each order's tickets it is given (ticket-pdf.ts) and hands the
// bytes back to the API's thread without copying them.
import { serveJobs } from '../../lib/worker-pool-thread.ts';
import { renderTicketsPdf, type TicketsPdfInput } from './ticket-pdf.ts';

serveJobs<TicketsPdfInput, Uint8Array>(
  async (input) => {
    const pdf = await renderTicketsPdf(input);
    // The bytes in an ArrayBuffer of their own, which can move to the other thread whole.
    return pdf.byteOffset === 0 && pdf.byteLength === pdf.buffer.byteLength ? pdf : new Uint8Array(pdf);
  },
  (bytes) => [bytes.buffer as ArrayBuffer],
);
