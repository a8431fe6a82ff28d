// Owns the ticket PDFs' wiring: rendered on worker threads, the sample from memory, limited per client. Exports
// them for the checkout and the box office, whose routes serve them.
import { defineModule } from '../module.ts';
import { setUpTicketPdfs, type TicketPdfs, type TicketPdfsTesting } from './ticket-pdfs.ts';

declare module '../module.ts' {
  interface ModuleExports {
    tickets: { pdfs: TicketPdfs };
  }
  interface TestingOverrides {
    /** Ticket PDFs rendered on the event loop, the preview on every call, as before issue 18 (the control). */
    ticketPdfs?: TicketPdfsTesting;
  }
}

export const ticketsModule = defineModule({
  name: 'tickets',
  build({ app, config, mail, testing }) {
    const pdfs = setUpTicketPdfs(
      app,
      { ...config.ticketPdf, siteName: (locale) => mail.siteName(locale) },
      testing.ticketPdfs,
    );
    return { exports: { pdfs } };
  },
});
