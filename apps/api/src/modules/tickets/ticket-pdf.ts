// Owns the ticket PDF: one A5 page per ticket with the site's name, the show and its age rating, the date and
// time in the venue's time zone, the venue, hall and address, the place in words (section, row, seat, or the
// zone), the price, the order number and the QR code of the ticket's secret, large, in the page's lower half, in
// the order's language. pdfkit draws it with DejaVu Sans (Cyrillic included; the DejaVu fonts' free licence,
// shipped by the dejavu-fonts-ttf package).
import type { TLocale } from '@afisha/contracts';
import QRCode from 'qrcode';
import { startPdf } from '../../lib/pdf-document.ts';
import { placeInWords } from './seat-words.ts';

export type PdfTicket = {
  secret: string;
  performance: string;
  venue: string;
  hall: string;
  /** The hall's street address. */
  address: string;
  /** The minimum age in years (the session's, else the show's); 0: for everyone. */
  age: number;
  startsAt: string;
  timezone: string;
  section: string | null;
  row: string | null;
  seat: string | null;
  zone: string | null;
  priceKopecks: number;
  /** The holder of a named ticket. */
  holder?: string | null;
};

/** A ticket to show the design with (GET /tickets_preview) and to test the PDF with. */
export const SAMPLE_TICKET: PdfTicket = {
  secret: 'ABCDEFGHJKLMNPQRSTUVWXYZ23',
  performance: 'Гамлет',
  venue: 'Театр на Набережной',
  hall: 'Основная сцена',
  address: 'Москва, Набережная ул., 1',
  age: 16,
  startsAt: '2030-03-15T16:00:00.000Z',
  timezone: 'Europe/Moscow',
  section: 'Партер',
  row: '5',
  seat: '12',
  zone: null,
  priceKopecks: 350_000,
};

const LABELS: Record<TLocale, Record<'ticket' | 'order' | 'price' | 'hall' | 'extras' | 'holder', string>> = {
  ru: {
    ticket: 'Электронный билет',
    order: 'Заказ',
    price: 'Цена',
    hall: 'Зал',
    extras: 'Также в заказе',
    holder: 'Владелец билета',
  },
  en: {
    ticket: 'E-ticket',
    order: 'Order',
    price: 'Price',
    hall: 'Hall',
    extras: 'Also in the order',
    holder: 'Ticket holder',
  },
  fr: {
    ticket: 'Billet électronique',
    order: 'Commande',
    price: 'Prix',
    hall: 'Salle',
    extras: 'Aussi dans la commande',
    holder: 'Titulaire du billet',
  },
  de: {
    ticket: 'E-Ticket',
    order: 'Bestellung',
    price: 'Preis',
    hall: 'Saal',
    extras: 'Außerdem in der Bestellung',
    holder: 'Ticketinhaber',
  },
};

export function ticketDate(startsAt: string, timezone: string, locale: TLocale): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone: timezone,
    dateStyle: 'full',
    timeStyle: 'short',
  }).format(new Date(startsAt));
}

export function ticketPrice(kopecks: number, locale: TLocale): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'RUB' }).format(kopecks / 100);
}

const MARGIN = 36;
const QR_MAX = 280;
const GREY = '#6b7280';
const INK = '#111827';

/** What one order's tickets PDF is made of (plain data: it goes to a worker thread, ticket-pdf-pool.ts). */
export type TicketsPdfInput = {
  orderNumber: string;
  locale: TLocale;
  /** The site's name, printed at the top of every ticket. */
  siteName: string;
  tickets: readonly PdfTicket[];
  /** Extra services of the order (programme booklet × 2…), printed on every ticket. */
  services?: readonly { name: string; quantity: number }[];
};

/**
 * The tickets of one order as one PDF, a page each. CPU-heavy (a few hundred milliseconds): the API renders it on
 * its worker threads (ticket-pdf-pool.ts), never on the event loop.
 */
export async function renderTicketsPdf(input: TicketsPdfInput): Promise<Buffer> {
  const labels = LABELS[input.locale];
  const qrs = await Promise.all(
    input.tickets.map((ticket) =>
      QRCode.toBuffer(ticket.secret, { errorCorrectionLevel: 'M', margin: 1, width: 480 }),
    ),
  );
  const { doc, finished } = startPdf({
    size: 'A5',
    margin: MARGIN,
    info: { Title: `${labels.ticket} ${input.orderNumber}`, Author: input.siteName },
  });
  const extras =
    input.services && input.services.length > 0
      ? input.services.map((service) => `${service.name} × ${service.quantity}`).join(', ')
      : null;
  input.tickets.forEach((ticket, index) => {
    doc.addPage();
    const width = doc.page.width - 2 * MARGIN;
    const bottom = doc.page.height - MARGIN;
    // The head: the site's name, and what this paper is.
    doc.font('bold').fontSize(14).fillColor(INK).text(input.siteName, MARGIN, MARGIN, { width });
    doc
      .font('regular')
      .fontSize(9)
      .fillColor(GREY)
      .text(`${labels.ticket} · ${labels.order} ${input.orderNumber}`, { width });
    doc
      .moveTo(MARGIN, doc.y + 6)
      .lineTo(MARGIN + width, doc.y + 6)
      .strokeColor('#d1d5db')
      .stroke();
    // The show.
    doc.y += 14;
    doc.font('bold').fontSize(20).fillColor(INK).text(ticket.performance, MARGIN, doc.y, { width });
    if (ticket.age > 0) doc.font('bold').fontSize(11).fillColor(GREY).text(`${ticket.age}+`, { width });
    doc
      .moveDown(0.3)
      .font('regular')
      .fontSize(12)
      .fillColor(INK)
      .text(ticketDate(ticket.startsAt, ticket.timezone, input.locale), { width });
    doc.text(`${ticket.venue}, ${labels.hall.toLowerCase()}: ${ticket.hall}`, { width });
    doc.fontSize(10).fillColor(GREY).text(ticket.address, { width });
    // The place and what it cost.
    doc
      .moveDown(0.6)
      .font('bold')
      .fontSize(15)
      .fillColor(INK)
      .text(placeInWords(ticket, input.locale), { width });
    doc
      .font('regular')
      .fontSize(11)
      .text(`${labels.price}: ${ticketPrice(ticket.priceKopecks, input.locale)}`, { width });
    if (ticket.holder) doc.font('bold').text(`${labels.holder}: ${ticket.holder}`, { width }).font('regular');
    if (extras) doc.fontSize(9).fillColor(GREY).text(`${labels.extras}: ${extras}`, { width });
    // The QR code takes what is left of the page, above its secret in letters.
    const secretHeight = 18;
    const top = doc.y + 12;
    const size = Math.max(120, Math.min(QR_MAX, bottom - secretHeight - top));
    const qr = qrs[index];
    if (qr) doc.image(qr, MARGIN + (width - size) / 2, top, { width: size, height: size });
    doc
      .font('regular')
      .fontSize(11)
      .fillColor(INK)
      .text(ticket.secret, MARGIN, top + size + 4, {
        align: 'center',
        width,
        characterSpacing: 1,
        lineBreak: false,
      });
  });
  doc.end();
  return finished;
}
