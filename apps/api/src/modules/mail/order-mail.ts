// Owns the ticketing mails: "your tickets" (each session's show, date and time, venue with its address and places,
// the PDF attached, the guest ticket page's link with its key), "your
// payment came too late and was refunded", "your second payment of a paid order was refunded", "the box office
// refunded your order (or some of its tickets)",
// in the order's language. Pure: no I/O; every value put
// into the HTML is escaped (the buyer's name and the show title are data).
import type { TLocale } from '@afisha/contracts';
import { escapeHtml, type RenderedMail } from './mail-render.ts';

/** One session of a tickets mail: the show, when (in the venue's zone), where, and the places said in words. */
export type MailSession = {
  title: string;
  when: string;
  venue: string;
  address: string;
  places: string[];
};

export type OrderMailContent =
  | {
      kind: 'tickets';
      locale: TLocale;
      name: string;
      orderNumber: string;
      total: string;
      count: number;
      link: string;
      sessions: MailSession[];
    }
  | {
      kind: 'waiting_list_offer';
      locale: TLocale;
      title: string;
      when: string;
      count: number;
      /** ISO 8601: the places are kept until then. */
      until: string;
      /** The venue's time zone: the deadline is written on the same clock as the session. */
      timezone: string;
      link: string;
    }
  | {
      kind: 'certificates';
      locale: TLocale;
      name: string;
      orderNumber: string;
      total: string;
      count: number;
    }
  | {
      kind: 'refunded_by_box_office';
      locale: TLocale;
      name: string;
      orderNumber: string;
      /** All that went back, formatted. */
      total: string;
      /** The part that went back to a gift certificate, formatted; null when none did. */
      toCertificate: string | null;
      /** Tickets given back by this refund (0: only services). */
      tickets: number;
      /** The whole order is refunded now. */
      whole: boolean;
      /** The organiser cancelled the session: which, when (in the venue's zone) and why; null for a clerk's refund. */
      cancelled?: { title: string; when: string; reason: string } | null;
    }
  | {
      kind: 'refunded_late' | 'refunded_duplicate';
      locale: TLocale;
      name: string;
      orderNumber: string;
      total: string;
    };

type Texts = {
  tickets: { subject: string; lines: string[]; button: string };
  certificates: { subject: string; lines: string[] };
  waiting_list_offer: { subject: string; lines: string[]; button: string };
  refunded_late: { subject: string; lines: string[] };
  refunded_duplicate: { subject: string; lines: string[] };
  refunded_by_box_office: {
    subject: string;
    whole: string;
    part: string;
    amount: string;
    certificate: string;
    /** Leads the mail when the organiser cancelled the session. */
    cancelled: string;
  };
  greeting: string;
};

const TEXTS: Record<TLocale, Texts> = {
  ru: {
    greeting: 'Здравствуйте, {name}!',
    tickets: {
      subject: 'Ваши билеты, заказ {number}',
      lines: [
        'Заказ {number} оплачен: {total}, билетов: {count}.',
        'Билеты во вложении (PDF): покажите QR-код на входе.',
      ],
      button: 'Открыть билеты',
    },
    waiting_list_offer: {
      subject: 'Появились места: {title}',
      lines: [
        'Для вас отложено мест: {count}. «{title}», {when}.',
        'Места ждут вас до {until} (время площадки). Откройте ссылку, чтобы положить их в корзину и оплатить; на странице можно и отказаться от ожидания.',
      ],
      button: 'Забрать места',
    },
    certificates: {
      subject: 'Ваши подарочные сертификаты, заказ {number}',
      lines: [
        'Заказ {number} оплачен: {total}, сертификатов: {count}.',
        'Сертификаты во вложении (PDF). Код вводится в корзине при покупке билетов; остаток сохраняется на сертификате.',
      ],
    },
    refunded_by_box_office: {
      subject: 'Возврат по заказу {number}',
      whole: 'Заказ {number} возвращён полностью: его билеты больше не действуют.',
      part: 'По заказу {number} возвращено билетов: {tickets}. Они больше не действуют, остальные билеты заказа в силе.',
      amount: 'Сумма возврата: {total}. Срок зачисления на карту или счёт зависит от банка.',
      certificate: 'Из неё {certificate} вернулось на подарочный сертификат, которым был оплачен заказ.',
      cancelled: 'Организатор отменил сеанс «{title}», {when}. Причина: {reason}',
    },
    refunded_late: {
      subject: 'Возврат оплаты, заказ {number}',
      lines: [
        'Оплата заказа {number} пришла после окончания брони, и места уже заняты.',
        'Мы вернули {total} на ваш счёт. Срок зачисления зависит от банка.',
      ],
    },
    refunded_duplicate: {
      subject: 'Возврат повторной оплаты, заказ {number}',
      lines: [
        'Заказ {number} уже был оплачен, и следующая оплата оказалась лишней.',
        'Мы вернули её, {total}, на ваш счёт. Срок зачисления зависит от банка. Ваши билеты действительны.',
      ],
    },
  },
  en: {
    greeting: 'Hello, {name}!',
    tickets: {
      subject: 'Your tickets, order {number}',
      lines: [
        'Order {number} is paid: {total}, tickets: {count}.',
        'Your tickets are attached (PDF): show the QR code at the door.',
      ],
      button: 'Open the tickets',
    },
    waiting_list_offer: {
      subject: 'Seats are back: {title}',
      lines: [
        '{count} place(s) are kept for you for “{title}”, {when}.',
        'They wait for you until {until} (the venue’s local time). Open the link to put them in your cart and pay; you can also leave the waiting list there.',
      ],
      button: 'Take the places',
    },
    certificates: {
      subject: 'Your gift certificates, order {number}',
      lines: [
        'Order {number} is paid: {total}, certificates: {count}.',
        'The certificates are attached (PDF). Enter a code in the cart when buying tickets; what is not spent stays on the certificate.',
      ],
    },
    refunded_by_box_office: {
      subject: 'Refund for order {number}',
      whole: 'Order {number} has been refunded in full: its tickets are no longer valid.',
      part: 'Tickets refunded from order {number}: {tickets}. They are no longer valid; the other tickets of the order still are.',
      amount: 'Amount refunded: {total}. When it reaches your card or account depends on your bank.',
      certificate: 'Of it, {certificate} went back to the gift certificate the order was paid with.',
      cancelled: 'The organiser has cancelled “{title}”, {when}. Reason: {reason}',
    },
    refunded_late: {
      subject: 'Payment refunded, order {number}',
      lines: [
        'The payment for order {number} arrived after the hold ended, and the seats were taken.',
        'We have refunded {total}. How soon it shows depends on your bank.',
      ],
    },
    refunded_duplicate: {
      subject: 'Second payment refunded, order {number}',
      lines: [
        'Order {number} had already been paid, so a further payment for it was not needed.',
        'We have refunded it, {total}. How soon it shows depends on your bank. Your tickets stay valid.',
      ],
    },
  },
  fr: {
    greeting: 'Bonjour {name} !',
    tickets: {
      subject: 'Vos billets, commande {number}',
      lines: [
        'La commande {number} est payée : {total}, billets : {count}.',
        'Vos billets sont joints (PDF) : présentez le code QR à l’entrée.',
      ],
      button: 'Ouvrir les billets',
    },
    waiting_list_offer: {
      subject: 'Des places se sont libérées : {title}',
      lines: [
        '{count} place(s) vous sont réservées pour « {title} », {when}.',
        'Elles vous attendent jusqu’à {until} (heure locale du lieu). Ouvrez le lien pour les mettre dans votre panier et payer ; vous pouvez aussi y quitter la liste d’attente.',
      ],
      button: 'Prendre les places',
    },
    certificates: {
      subject: 'Vos chèques-cadeaux, commande {number}',
      lines: [
        'La commande {number} est payée : {total}, chèques-cadeaux : {count}.',
        'Les chèques-cadeaux sont joints (PDF). Saisissez un code dans le panier en achetant des billets ; le reste demeure sur le chèque.',
      ],
    },
    refunded_by_box_office: {
      subject: 'Remboursement de la commande {number}',
      whole: 'La commande {number} a été remboursée en totalité : ses billets ne sont plus valables.',
      part: 'Billets remboursés de la commande {number} : {tickets}. Ils ne sont plus valables ; les autres billets de la commande le restent.',
      amount:
        'Montant remboursé : {total}. Le délai de crédit sur votre carte ou votre compte dépend de votre banque.',
      certificate: 'Dont {certificate} rendus au chèque-cadeau qui a servi à payer la commande.',
      cancelled: 'L’organisateur a annulé la séance « {title} », {when}. Motif : {reason}',
    },
    refunded_late: {
      subject: 'Paiement remboursé, commande {number}',
      lines: [
        'Le paiement de la commande {number} est arrivé après la fin de la réservation, et les places ont été prises.',
        'Nous vous avons remboursé {total}. Le délai dépend de votre banque.',
      ],
    },
    refunded_duplicate: {
      subject: 'Second paiement remboursé, commande {number}',
      lines: [
        'La commande {number} était déjà payée : un paiement supplémentaire n’était pas nécessaire.',
        'Nous vous l’avons remboursé, {total}. Le délai dépend de votre banque. Vos billets restent valables.',
      ],
    },
  },
  de: {
    greeting: 'Hallo {name}!',
    tickets: {
      subject: 'Ihre Tickets, Bestellung {number}',
      lines: [
        'Bestellung {number} ist bezahlt: {total}, Tickets: {count}.',
        'Ihre Tickets sind angehängt (PDF): Zeigen Sie den QR-Code am Einlass.',
      ],
      button: 'Tickets öffnen',
    },
    waiting_list_offer: {
      subject: 'Plätze sind frei: {title}',
      lines: [
        'Für Sie sind {count} Platz/Plätze für „{title}“ reserviert, {when}.',
        'Sie warten bis {until} (Ortszeit des Veranstaltungsorts) auf Sie. Öffnen Sie den Link, um sie in den Warenkorb zu legen und zu bezahlen; dort können Sie die Warteliste auch verlassen.',
      ],
      button: 'Plätze übernehmen',
    },
    certificates: {
      subject: 'Ihre Geschenkgutscheine, Bestellung {number}',
      lines: [
        'Bestellung {number} ist bezahlt: {total}, Gutscheine: {count}.',
        'Die Gutscheine sind angehängt (PDF). Geben Sie einen Code beim Ticketkauf im Warenkorb ein; der Rest bleibt auf dem Gutschein.',
      ],
    },
    refunded_by_box_office: {
      subject: 'Erstattung zur Bestellung {number}',
      whole: 'Bestellung {number} wurde vollständig erstattet: ihre Tickets sind nicht mehr gültig.',
      part: 'Erstattete Tickets der Bestellung {number}: {tickets}. Sie sind nicht mehr gültig; die übrigen Tickets der Bestellung bleiben es.',
      amount:
        'Erstatteter Betrag: {total}. Wann er auf Ihrer Karte oder Ihrem Konto erscheint, hängt von Ihrer Bank ab.',
      certificate:
        'Davon gingen {certificate} auf den Geschenkgutschein zurück, mit dem die Bestellung bezahlt wurde.',
      cancelled: 'Der Veranstalter hat die Vorstellung „{title}“, {when}, abgesagt. Grund: {reason}',
    },
    refunded_late: {
      subject: 'Zahlung erstattet, Bestellung {number}',
      lines: [
        'Die Zahlung für Bestellung {number} kam nach dem Ende der Reservierung, und die Plätze waren vergeben.',
        'Wir haben {total} erstattet. Wann der Betrag erscheint, hängt von Ihrer Bank ab.',
      ],
    },
    refunded_duplicate: {
      subject: 'Zweite Zahlung erstattet, Bestellung {number}',
      lines: [
        'Bestellung {number} war bereits bezahlt, eine weitere Zahlung war nicht nötig.',
        'Wir haben sie erstattet: {total}. Wann der Betrag erscheint, hängt von Ihrer Bank ab. Ihre Tickets bleiben gültig.',
      ],
    },
  },
};

const fill = (template: string, values: Readonly<Record<string, string | number>>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    Object.hasOwn(values, key) ? String(values[key]) : whole,
  );

const oneLine = (value: string) => value.replace(/[\r\n\t]+/g, ' ').trim();

/** "Seats are back": the session, how many places are kept and until when, the link to take them. */
function renderOffer(content: Extract<OrderMailContent, { kind: 'waiting_list_offer' }>): RenderedMail {
  const texts = TEXTS[content.locale].waiting_list_offer;
  const until = new Intl.DateTimeFormat(content.locale, {
    timeZone: content.timezone,
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(new Date(content.until));
  const values = { title: oneLine(content.title), when: content.when, count: content.count, until };
  const lines = texts.lines.map((line) => fill(line, values));
  return {
    subject: oneLine(fill(texts.subject, values)),
    text: [...lines, content.link].join('\n\n'),
    html: `<!doctype html><html lang="${content.locale}"><body>${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}<p><a href="${escapeHtml(content.link)}">${escapeHtml(texts.button)}</a></p></body></html>`,
  };
}

/** A clerk's refund: all of the order or some tickets, the amount, and the gift certificate's part if any. */
function renderBoxOfficeRefund(
  content: Extract<OrderMailContent, { kind: 'refunded_by_box_office' }>,
): RenderedMail {
  const texts = TEXTS[content.locale];
  const block = texts.refunded_by_box_office;
  const values = {
    name: oneLine(content.name),
    number: content.orderNumber,
    total: content.total,
    tickets: content.tickets,
    certificate: content.toCertificate ?? '',
    title: oneLine(content.cancelled?.title ?? ''),
    when: content.cancelled?.when ?? '',
    reason: oneLine(content.cancelled?.reason ?? ''),
  };
  const lines = [
    fill(texts.greeting, values),
    ...(content.cancelled ? [fill(block.cancelled, values)] : []),
    fill(content.whole ? block.whole : block.part, values),
    fill(block.amount, values),
    ...(content.toCertificate ? [fill(block.certificate, values)] : []),
  ];
  return {
    subject: oneLine(fill(block.subject, values)),
    text: lines.join('\n\n'),
    html: `<!doctype html><html lang="${content.locale}"><body>${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}</body></html>`,
  };
}

/** "Your tickets": the order paid, each session with its show, date and time, venue and address and places, the link. */
function renderTickets(content: Extract<OrderMailContent, { kind: 'tickets' }>): RenderedMail {
  const texts = TEXTS[content.locale];
  const values = {
    name: oneLine(content.name),
    number: content.orderNumber,
    total: content.total,
    count: content.count,
  };
  const [paid = '', attached = ''] = texts.tickets.lines.map((line) => fill(line, values));
  const greeting = fill(texts.greeting, values);
  const sessions = content.sessions.map((session) => ({
    title: oneLine(session.title),
    lines: [session.when, oneLine(session.venue), oneLine(session.address), ...session.places.map(oneLine)],
  }));
  const text = [
    greeting,
    paid,
    ...sessions.map((session) => [session.title, ...session.lines].join('\n')),
    attached,
    `${texts.tickets.button}: ${content.link}`,
  ].join('\n\n');
  const e = escapeHtml;
  const sessionHtml = sessions
    .map(
      (session) =>
        `<div style="margin:0 0 16px;padding:12px 16px;border:1px solid #e5e7eb;border-radius:8px"><p style="margin:0 0 4px;font-size:18px;font-weight:bold">${e(session.title)}</p>${session.lines.map((line) => `<p style="margin:0">${e(line)}</p>`).join('')}</div>`,
    )
    .join('');
  const html = `<!doctype html><html lang="${content.locale}"><body style="font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1a1a1a"><p>${e(greeting)}</p><p>${e(paid)}</p>${sessionHtml}<p>${e(attached)}</p><p><a href="${e(content.link)}" style="display:inline-block;padding:12px 24px;background:#1a1a1a;color:#ffffff;text-decoration:none;border-radius:6px">${e(texts.tickets.button)}</a></p></body></html>`;
  return { subject: oneLine(fill(texts.tickets.subject, values)), text, html };
}

export function renderOrderMail(content: OrderMailContent): RenderedMail {
  if (content.kind === 'tickets') return renderTickets(content);
  if (content.kind === 'waiting_list_offer') return renderOffer(content);
  if (content.kind === 'refunded_by_box_office') return renderBoxOfficeRefund(content);
  const texts = TEXTS[content.locale];
  const values = {
    name: oneLine(content.name),
    number: content.orderNumber,
    total: content.total,
    count: content.kind === 'certificates' ? content.count : 0,
  };
  const block = texts[content.kind];
  const lines = [fill(texts.greeting, values), ...block.lines.map((line) => fill(line, values))];
  const paragraphs = lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('');
  return {
    subject: oneLine(fill(block.subject, values)),
    text: lines.join('\n\n'),
    html: `<!doctype html><html lang="${content.locale}"><body>${paragraphs}</body></html>`,
  };
}
