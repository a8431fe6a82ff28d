// Owns the ticket PDFs' wiring: rendered on worker threads, the sample from memory, limited per client. Exports
// them for the checkout and the box office, whose routes serve them.
import { defineModule } from '../module.ts';
import { setUpTicketPdfs, type TicketPdfs } from './ticket-pdfs.ts';

declare module '../module.ts' {
  interface ModuleExports {
    tickets: { pdfs: TicketPdfs };
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
