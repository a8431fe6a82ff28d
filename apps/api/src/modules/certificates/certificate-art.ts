// Owns how a gift certificate looks: the design (the template's picture, or a plain card when the picture is not on
// disk) with the nominal written on it, and the code and validity once it is sold. One SVG serves the live preview
// of the /certificates page (GET /certificate-preview) and, rasterised, the page of the certificate's PDF.
// Pure: no I/O; every text put into the SVG is escaped.
import type { TLocale } from '@afisha/contracts';

export const CERTIFICATE_WIDTH = 1000;
export const CERTIFICATE_HEIGHT = 600;

const TEXTS: Record<TLocale, { title: string; code: string; until: string; for: string }> = {
  ru: { title: 'Подарочный сертификат', code: 'Код', until: 'Действует до', for: 'Для' },
  en: { title: 'Gift certificate', code: 'Code', until: 'Valid until', for: 'For' },
  fr: { title: 'Chèque-cadeau', code: 'Code', until: 'Valable jusqu’au', for: 'Pour' },
  de: { title: 'Geschenkgutschein', code: 'Code', until: 'Gültig bis', for: 'Für' },
};

export const certificateTexts = (locale: TLocale) => TEXTS[locale];

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

export function formatNominal(kopecks: number, locale: TLocale): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'RUB',
    currencyDisplay: 'narrowSymbol',
    maximumFractionDigits: 0,
  }).format(kopecks / 100);
}

export function formatValidity(date: Date, locale: TLocale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Europe/Moscow' }).format(date);
}

export type CertificateArt = {
  /** The template's own SVG (media file), or null: a plain card in the site's colours. */
  design: string | null;
  nominalKopecks: number;
  locale: TLocale;
  /** Printed once sold. */
  code?: string;
  expiresAt?: Date;
  recipient?: string | null;
};

/** The certificate as one SVG document (1000 × 600). */
export function certificateSvg(art: CertificateArt): string {
  const W = CERTIFICATE_WIDTH;
  const H = CERTIFICATE_HEIGHT;
  const texts = TEXTS[art.locale];
  // A design is art without words (the demo's are drawn so): the title is written over it in the buyer's language.
  const background = art.design
    ? `<image width="${W}" height="${H}" href="data:image/svg+xml;base64,${Buffer.from(art.design).toString('base64')}"/>`
    : `<rect width="${W}" height="${H}" fill="#5B0E2D"/><rect x="40" y="40" width="${W - 80}" height="${H - 80}" fill="none" stroke="#E0B04B" stroke-width="4"/>`;
  const title = `<text x="${W / 2}" y="270" font-size="60" text-anchor="middle" fill="#FFFFFF" font-family="DejaVu Serif, serif" font-weight="700">${escapeXml(texts.title)}</text>`;
  const lines: string[] = [
    `<rect x="${W / 2 - 230}" y="375" width="460" height="110" rx="18" fill="#FFFFFF" opacity="0.92"/>`,
    `<text x="${W / 2}" y="458" font-size="72" text-anchor="middle" fill="#111827" font-family="DejaVu Sans, sans-serif" font-weight="700">${escapeXml(formatNominal(art.nominalKopecks, art.locale))}</text>`,
  ];
  if (art.recipient) {
    lines.push(
      `<text x="${W / 2}" y="520" font-size="24" text-anchor="middle" fill="#FFFFFF" font-family="DejaVu Sans, sans-serif">${escapeXml(`${texts.for}: ${art.recipient}`)}</text>`,
    );
  }
  if (art.code) {
    lines.push(
      `<text x="${W / 2}" y="${art.recipient ? 552 : 530}" font-size="28" text-anchor="middle" fill="#FFFFFF" font-family="DejaVu Sans Mono, monospace" font-weight="700" letter-spacing="3">${escapeXml(`${texts.code}: ${art.code}`)}</text>`,
    );
  }
  if (art.expiresAt) {
    lines.push(
      `<text x="${W - 60}" y="80" font-size="20" text-anchor="end" fill="#FFFFFF" font-family="DejaVu Sans, sans-serif">${escapeXml(`${texts.until} ${formatValidity(art.expiresAt, art.locale)}`)}</text>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img"><title>${escapeXml(`${texts.title} ${formatNominal(art.nominalKopecks, art.locale)}`)}</title>${background}${title}${lines.join('')}</svg>`;
}
