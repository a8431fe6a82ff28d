// Owns the box office's CSV export of order lines (GET /orders/admin/csv): the header and the values in the
// request's language, the money in roubles, the quoting, and the stream that reads the lines page by page while
// the client downloads, so a year of sales never sits in memory.
//
// The file is what Excel and LibreOffice open with a double click in Russia: UTF-8 with a byte-order mark (without
// it Excel reads Cyrillic as cp1251), `;` between fields (`,` is the decimal separator there), CRLF line ends. A
// field starting with = + - @ (or a tab or CR) gets a leading `'`, so a buyer named "=HYPERLINK(…)" stays text.
import { Readable } from 'node:stream';
import type { TLocale } from '@afisha/contracts';
import type { CsvCursor, CsvLine } from './sales-report.repository.ts';

type Texts = {
  header: readonly string[];
  row: string;
  seat: string;
  orderStatus: Readonly<Record<string, string>>;
  ticketStatus: Readonly<Record<string, string>>;
  paymentMethod: Readonly<Record<string, string>>;
};

/** The CSV's words, by language; columns in the order of `lineFields`. */
export const CSV_TEXTS: Readonly<Record<TLocale, Texts>> = {
  ru: {
    header: [
      'Номер заказа',
      'Оплачен',
      'Статус заказа',
      'Покупатель',
      'Email',
      'Телефон',
      'Спектакль',
      'Сеанс',
      'Площадка',
      'Зал',
      'Место',
      'Цена',
      'Скидка',
      'Оплачено',
      'Возвращено',
      'Статус билета',
      'Способ оплаты',
    ],
    row: 'ряд',
    seat: 'место',
    orderStatus: {
      pending: 'Ожидает оплаты',
      paid: 'Оплачен',
      failed: 'Оплата не прошла',
      expired: 'Истёк',
      refunded: 'Возвращён',
      partially_refunded: 'Возвращён частично',
      cancelled: 'Отменён',
    },
    ticketStatus: { valid: 'Действителен', used: 'Использован', refunded: 'Возвращён' },
    paymentMethod: { card: 'Карта', sbp: 'СБП', certificate: 'Подарочный сертификат', box_office: 'Касса' },
  },
  en: {
    header: [
      'Order number',
      'Paid at',
      'Order status',
      'Buyer',
      'Email',
      'Phone',
      'Performance',
      'Session',
      'Venue',
      'Hall',
      'Place',
      'Price',
      'Discount',
      'Paid',
      'Refunded',
      'Ticket status',
      'Payment method',
    ],
    row: 'row',
    seat: 'seat',
    orderStatus: {
      pending: 'Awaiting payment',
      paid: 'Paid',
      failed: 'Payment failed',
      expired: 'Expired',
      refunded: 'Refunded',
      partially_refunded: 'Partially refunded',
      cancelled: 'Cancelled',
    },
    ticketStatus: { valid: 'Valid', used: 'Used', refunded: 'Refunded' },
    paymentMethod: { card: 'Card', sbp: 'SBP', certificate: 'Gift certificate', box_office: 'Box office' },
  },
  fr: {
    header: [
      'Numéro de commande',
      'Payée le',
      'Statut de la commande',
      'Acheteur',
      'E-mail',
      'Téléphone',
      'Spectacle',
      'Séance',
      'Lieu',
      'Salle',
      'Place',
      'Prix',
      'Remise',
      'Payé',
      'Remboursé',
      'Statut du billet',
      'Moyen de paiement',
    ],
    row: 'rang',
    seat: 'place',
    orderStatus: {
      pending: 'En attente de paiement',
      paid: 'Payée',
      failed: 'Paiement refusé',
      expired: 'Expirée',
      refunded: 'Remboursée',
      partially_refunded: 'Remboursée en partie',
      cancelled: 'Annulée',
    },
    ticketStatus: { valid: 'Valide', used: 'Utilisé', refunded: 'Remboursé' },
    paymentMethod: { card: 'Carte', sbp: 'SBP', certificate: 'Carte cadeau', box_office: 'Billetterie' },
  },
  de: {
    header: [
      'Bestellnummer',
      'Bezahlt am',
      'Bestellstatus',
      'Käufer',
      'E-Mail',
      'Telefon',
      'Vorstellung',
      'Termin',
      'Spielstätte',
      'Saal',
      'Platz',
      'Preis',
      'Rabatt',
      'Bezahlt',
      'Erstattet',
      'Ticketstatus',
      'Zahlungsart',
    ],
    row: 'Reihe',
    seat: 'Platz',
    orderStatus: {
      pending: 'Zahlung ausstehend',
      paid: 'Bezahlt',
      failed: 'Zahlung fehlgeschlagen',
      expired: 'Abgelaufen',
      refunded: 'Erstattet',
      partially_refunded: 'Teilweise erstattet',
      cancelled: 'Storniert',
    },
    ticketStatus: { valid: 'Gültig', used: 'Entwertet', refunded: 'Erstattet' },
    paymentMethod: {
      card: 'Karte',
      sbp: 'SBP',
      certificate: 'Geschenkgutschein',
      box_office: 'Theaterkasse',
    },
  },
};

export const CSV_BOM = '\uFEFF';
export const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One field: neutralised when a spreadsheet would read it as a formula, quoted when it holds the separator, " CR or
 * LF (RFC 4180). `;` here; the back office's plan export separates by `,`.
 */
export function csvField(value: string, separator: ';' | ',' = ';'): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return safe.includes(separator) || /["\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export const csvRow = (fields: readonly string[], separator: ';' | ',' = ';') =>
  `${fields.map((field) => csvField(field, separator)).join(separator)}\r\n`;

/** Kopecks as roubles with two decimals: `3500,00` (a comma but in English: `3500.00`). */
export function roubles(kopecks: number, locale: TLocale): string {
  const sign = kopecks < 0 ? '-' : '';
  const abs = Math.abs(kopecks);
  const cents = String(abs % 100).padStart(2, '0');
  return `${sign}${Math.trunc(abs / 100)}${locale === 'en' ? '.' : ','}${cents}`;
}

function place(line: CsvLine, texts: Texts): string {
  switch (line.kind) {
    case 'seat':
      return [line.section, line.row && `${texts.row} ${line.row}`, line.seat && `${texts.seat} ${line.seat}`]
        .filter(Boolean)
        .join(', ');
    case 'zone':
      return line.zone ?? '';
    case 'service':
      return line.quantity > 1 ? `${line.service ?? ''} × ${line.quantity}` : (line.service ?? '');
  }
}

/** One order line as the CSV's fields, in the columns of the header. */
export function lineFields(line: CsvLine, locale: TLocale): string[] {
  const texts = CSV_TEXTS[locale];
  return [
    line.number,
    line.paidAt,
    texts.orderStatus[line.status] ?? line.status,
    line.name,
    line.email,
    line.phone ?? '',
    line.performance ?? '',
    line.startsAt ?? '',
    line.venue ?? '',
    line.hall ?? '',
    place(line, texts),
    roubles(line.priceKopecks, locale),
    roubles(line.discountKopecks, locale),
    roubles(line.paidKopecks, locale),
    roubles(line.refundedKopecks, locale),
    line.ticketStatus === null ? '' : (texts.ticketStatus[line.ticketStatus] ?? line.ticketStatus),
    texts.paymentMethod[line.paymentMethod] ?? line.paymentMethod,
  ];
}

/**
 * The whole file as a stream: the BOM and the header, then `first` (read before the answer starts, so that a failing
 * query is still a proper error answer) and the pages after it, each read only when the client has taken the last.
 */
export function ordersCsv(input: {
  locale: TLocale;
  first: readonly CsvLine[];
  pageSize: number;
  next: (after: CsvCursor) => Promise<readonly CsvLine[]>;
}): Readable {
  const { locale, first, pageSize, next } = input;
  async function* chunks() {
    yield Buffer.from(CSV_BOM + csvRow(CSV_TEXTS[locale].header), 'utf8');
    let page = first;
    while (page.length > 0) {
      yield Buffer.from(page.map((line) => csvRow(lineFields(line, locale))).join(''), 'utf8');
      const last = page.at(-1);
      if (page.length < pageSize || !last) break;
      page = await next(last.cursor);
    }
  }
  return Readable.from(chunks(), { objectMode: false });
}
