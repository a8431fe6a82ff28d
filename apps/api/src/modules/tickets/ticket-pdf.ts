// Owns the ticket PDF: one A6-ish page per ticket with the show, venue, hall, date and time in the
// venue's time zone, section, row and seat (or zone), price, order number and the QR code of the
// ticket's secret, in the order's language. pdfkit draws it with DejaVu Sans (Cyrillic included;
// the DejaVu fonts' free licence, shipped by the dejavu-fonts-ttf package).
import type { TLocale } from '@afisha/contracts';
import QRCode from 'qrcode';
import { startPdf } from '../../lib/pdf-document.ts';

export type PdfTicket = {
  secret: string;
  performance: string;
  venue: string;
  hall: string;
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
  startsAt: '2030-03-15T16:00:00.000Z',
  timezone: 'Europe/Moscow',
  section: 'Партер',
  row: '5',
  seat: '12',
  zone: null,
  priceKopecks: 350_000,
};

const LABELS: Record<
  TLocale,
  Record<
    'ticket' | 'order' | 'section' | 'row' | 'seat' | 'zone' | 'price' | 'hall' | 'extras' | 'holder',
    string
  >
> = {
  ru: {
    ticket: 'Электронный билет',
    order: 'Заказ',
    section: 'Сектор',
    row: 'Ряд',
    seat: 'Место',
    zone: 'Зона',
    price: 'Цена',
    hall: 'Зал',
    extras: 'Также в заказе',
    holder: 'Владелец билета',
  },
  en: {
    ticket: 'E-ticket',
    order: 'Order',
    section: 'Section',
    row: 'Row',
    seat: 'Seat',
    zone: 'Zone',
    price: 'Price',
    hall: 'Hall',
    extras: 'Also in the order',
    holder: 'Ticket holder',
  },
  fr: {
    ticket: 'Billet électronique',
    order: 'Commande',
    section: 'Secteur',
    row: 'Rang',
    seat: 'Place',
    zone: 'Zone',
    price: 'Prix',
    hall: 'Salle',
    extras: 'Aussi dans la commande',
    holder: 'Titulaire du billet',
  },
  de: {
    ticket: 'E-Ticket',
    order: 'Bestellung',
    section: 'Bereich',
    row: 'Reihe',
    seat: 'Platz',
    zone: 'Zone',
    price: 'Preis',
    hall: 'Saal',
    extras: 'Außerdem in der Bestellung',
    holder: 'Ticketinhaber',
  },
};

const INTL: Record<TLocale, string> = { ru: 'ru-RU', en: 'en-GB', fr: 'fr-FR', de: 'de-DE' };

export function ticketDate(startsAt: string, timezone: string, locale: TLocale): string {
  return new Intl.DateTimeFormat(INTL[locale], {
    timeZone: timezone,
    dateStyle: 'full',
    timeStyle: 'short',
  }).format(new Date(startsAt));
}

export function ticketPrice(kopecks: number, locale: TLocale): string {
  return new Intl.NumberFormat(INTL[locale], { style: 'currency', currency: 'RUB' }).format(kopecks / 100);
}

/** The tickets of one order as one PDF, a page each. */
export async function renderTicketsPdf(input: {
  orderNumber: string;
  locale: TLocale;
  tickets: readonly PdfTicket[];
  /** Extra services of the order (programme booklet × 2…), printed on every ticket. */
  services?: readonly { name: string; quantity: number }[];
}) {
  const labels = LABELS[input.locale];
  const qrs = await Promise.all(
    input.tickets.map((ticket) =>
      QRCode.toBuffer(ticket.secret, { errorCorrectionLevel: 'M', margin: 1, width: 360 }),
    ),
  );
  const { doc, finished } = startPdf({
    size: 'A5',
    margin: 36,
    info: { Title: `${labels.ticket} ${input.orderNumber}` },
  });
  input.tickets.forEach((ticket, index) => {
    doc.addPage();
    doc
      .font('regular')
      .fontSize(10)
      .fillColor('#6b7280')
      .text(`${labels.ticket} · ${labels.order} ${input.orderNumber}`);
    doc.moveDown(0.5).font('bold').fontSize(18).fillColor('#111827').text(ticket.performance);
    doc
      .moveDown(0.3)
      .font('regular')
      .fontSize(12)
      .text(`${ticket.venue}, ${labels.hall.toLowerCase()}: ${ticket.hall}`);
    doc.text(ticketDate(ticket.startsAt, ticket.timezone, input.locale));
    doc.moveDown(0.5).font('bold').fontSize(13);
    if (ticket.seat !== null) {
      doc.text(
        `${labels.section}: ${ticket.section ?? ''}   ${labels.row}: ${ticket.row ?? ''}   ${labels.seat}: ${ticket.seat}`,
      );
    } else {
      doc.text(`${labels.zone}: ${ticket.zone ?? ''}`);
    }
    doc
      .font('regular')
      .fontSize(12)
      .text(`${labels.price}: ${ticketPrice(ticket.priceKopecks, input.locale)}`);
    if (ticket.holder) doc.font('bold').text(`${labels.holder}: ${ticket.holder}`).font('regular');
    if (input.services && input.services.length > 0) {
      const extras = input.services.map((service) => `${service.name} × ${service.quantity}`).join(', ');
      doc.fontSize(10).text(`${labels.extras}: ${extras}`);
    }
    const qr = qrs[index];
    if (qr) doc.image(qr, doc.page.width / 2 - 90, doc.y + 16, { width: 180, height: 180 });
    doc
      .font('regular')
      .fontSize(11)
      .text(ticket.secret, 36, doc.y + 204, {
        align: 'center',
        width: doc.page.width - 72,
        characterSpacing: 1,
      });
  });
  doc.end();
  return finished;
}
