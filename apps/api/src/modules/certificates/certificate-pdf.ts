// Owns the gift certificates' PDF, mailed to the buyer: one landscape A5 page per certificate with its design (the
// same SVG as the preview, rasterised by sharp), then its code, nominal and validity as text (so it can be copied
// and read by a screen reader) and how to spend it, in the order's language (lib/pdf-document.ts).
import type { TLocale } from '@afisha/contracts';
import sharp from 'sharp';
import { startPdf } from '../../lib/pdf-document.ts';
import { CERTIFICATE_HEIGHT, CERTIFICATE_WIDTH, formatNominal, formatValidity } from './certificate-art.ts';

const LABELS: Record<
  TLocale,
  { title: string; code: string; nominal: string; until: string; howTo: string; message: string }
> = {
  ru: {
    title: 'Подарочный сертификат',
    code: 'Код',
    nominal: 'Номинал',
    until: 'Действует до',
    howTo:
      'Введите код в корзине при оформлении заказа: сертификат оплатит билеты целиком или частично, остаток сохранится на нём.',
    message: 'Пожелание',
  },
  en: {
    title: 'Gift certificate',
    code: 'Code',
    nominal: 'Value',
    until: 'Valid until',
    howTo:
      'Enter the code in the cart at checkout: the certificate pays for the tickets in full or in part, and what is left stays on it.',
    message: 'Message',
  },
  fr: {
    title: 'Chèque-cadeau',
    code: 'Code',
    nominal: 'Valeur',
    until: 'Valable jusqu’au',
    howTo:
      'Saisissez le code dans le panier lors de la commande : le chèque-cadeau paie les billets en tout ou en partie, le reste y demeure.',
    message: 'Message',
  },
  de: {
    title: 'Geschenkgutschein',
    code: 'Code',
    nominal: 'Wert',
    until: 'Gültig bis',
    howTo:
      'Geben Sie den Code im Warenkorb bei der Bestellung ein: Der Gutschein bezahlt die Tickets ganz oder teilweise, der Rest bleibt darauf.',
    message: 'Gruß',
  },
};

export type PdfCertificate = {
  code: string;
  nominalKopecks: number;
  expiresAt: Date;
  message: string | null;
  /** The certificate drawn (certificate-art.ts). */
  svg: string;
};

export async function renderCertificatesPdf(input: {
  orderNumber: string;
  locale: TLocale;
  certificates: readonly PdfCertificate[];
}): Promise<Buffer> {
  const labels = LABELS[input.locale];
  const pictures = await Promise.all(
    input.certificates.map((certificate) =>
      sharp(Buffer.from(certificate.svg), { density: 144 })
        .resize(CERTIFICATE_WIDTH * 1.5)
        .png()
        .toBuffer(),
    ),
  );
  const { doc, finished } = startPdf({
    size: 'A5',
    layout: 'landscape',
    margin: 28,
    info: { Title: `${labels.title} ${input.orderNumber}` },
  });
  input.certificates.forEach((certificate, index) => {
    doc.addPage();
    // The picture as large as leaves room for three lines of text below it on the page.
    const height = 270;
    const width = (height * CERTIFICATE_WIDTH) / CERTIFICATE_HEIGHT;
    const picture = pictures[index];
    if (picture) doc.image(picture, (doc.page.width - width) / 2, 28, { width, height });
    doc.x = 28;
    doc.y = 28 + height + 12;
    doc.font('bold').fontSize(13).fillColor('#111827').text(`${labels.code}: ${certificate.code}`);
    doc
      .font('regular')
      .fontSize(11)
      .text(
        `${labels.nominal}: ${formatNominal(certificate.nominalKopecks, input.locale)} · ${labels.until} ${formatValidity(certificate.expiresAt, input.locale)}`,
      );
    if (certificate.message) doc.fontSize(10).text(`${labels.message}: ${certificate.message}`);
    doc.fontSize(9).fillColor('#4b5563').text(labels.howTo);
  });
  doc.end();
  return finished;
}
