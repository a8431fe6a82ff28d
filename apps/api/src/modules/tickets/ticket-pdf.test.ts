// The tickets PDF as a reader sees it: its text, extracted by poppler's pdftotext (installed with the end-to-end
// tools: `apt-get install poppler-utils`, as .ci/run does).
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../test/helpers/pdf-text.ts';
import { renderTicketsPdf, SAMPLE_TICKET } from './ticket-pdf.ts';

const textOf = (pdf: Buffer) => pdfText(pdf, { layout: true });

const ticket = SAMPLE_TICKET;

describe('renderTicketsPdf', () => {
  it("prints the site, the show, its age rating, the address, the place in words, the price, a named ticket's holder and the order's extra services", async () => {
    const pdf = await renderTicketsPdf({
      orderNumber: 'ABC-DEFGH',
      locale: 'ru',
      siteName: 'Афиша',
      tickets: [
        { ...ticket, holder: 'Анна Петрова' },
        { ...ticket, seat: '13', secret: 'ZYXWVUTSRQPNMLKJHGFEDCBA32' },
      ],
      services: [
        { name: 'Программка', quantity: 2 },
        { name: 'Гардероб', quantity: 1 },
      ],
    });
    const text = await textOf(pdf);
    expect(text.match(/Афиша/g)).toHaveLength(2);
    expect(text).toContain('Гамлет');
    expect(text).toContain('16+');
    expect(text).toContain('Москва, Набережная ул., 1');
    expect(text).toContain('Партер, ряд 5, место 12');
    expect(text).toContain('Партер, ряд 5, место 13');
    expect(text.match(/Владелец билета: Анна Петрова/g)).toHaveLength(1);
    expect(text.match(/Также в заказе: Программка × 2, Гардероб × 1/g)).toHaveLength(2);
  });

  it('prints no services line for an order without them', async () => {
    const text = await textOf(
      await renderTicketsPdf({ orderNumber: 'A', locale: 'en', siteName: 'Afisha', tickets: [ticket] }),
    );
    expect(text).toContain('Партер, row 5, seat 12');
    expect(text).not.toContain('Also in the order');
  });
});

it('keeps each ticket on its own page, the QR code as large as the page allows', async () => {
  const long = {
    ...ticket,
    performance: 'Очень длинное название спектакля '.repeat(4),
    holder: 'Анна Петрова',
  };
  const pdf = await renderTicketsPdf({
    orderNumber: 'ABC-DEFGH',
    locale: 'de',
    siteName: 'Afisha',
    tickets: [long, ticket],
    services: [{ name: 'Programmheft', quantity: 2 }],
  });
  expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(2);
});
