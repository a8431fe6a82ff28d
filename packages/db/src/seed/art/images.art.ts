// The images the seed draws instead of downloading: performance posters (600×900), venue logos,
// home-page slides, footer banners (277×342), the gift-card banner, certificate designs,
// collection covers, social-network icons and artist portraits. Each function returns the file
// (relative to MEDIA_DIR) and its SVG text; the same input always gives the same bytes.
import type { WorkKind } from '../data/works.data.js';
import type { Random } from '../random.js';
import {
  escapeXml,
  fitText,
  linearGradient,
  MOTIFS,
  motif,
  type Palette,
  palette,
  SANS,
  SERIF,
  svgDocument,
  textLines,
} from './svg-kit.js';

export type MediaFile = { file: string; svg: string };

/** Public URL of a media file: the API serves MEDIA_DIR under /media. */
export function mediaUrl(file: string): string {
  return `/media/${file}`;
}

const KIND_HUE: Record<WorkKind, number> = {
  drama: 215,
  comedy: 35,
  opera: 350,
  ballet: 255,
  operetta: 320,
  concert: 190,
  'rock-concert': 5,
  children: 140,
  'stand-up': 50,
};

const KIND_LABEL: Record<WorkKind, string> = {
  drama: 'Спектакль',
  comedy: 'Комедия',
  opera: 'Опера',
  ballet: 'Балет',
  operetta: 'Мюзикл',
  concert: 'Концерт',
  'rock-concert': 'Концерт',
  children: 'Детям',
  'stand-up': 'Стендап',
};

/**
 * No age rating on the poster: the site puts its own badge (read out by screen readers) on every card and page, and
 * one painted into the picture as well made two on each card.
 */
export type PosterInput = { slug: string; title: string; author: string | null; kind: WorkKind };

export function posterImage(random: Random, input: PosterInput): MediaFile {
  const W = 600;
  const H = 900;
  const light =
    input.kind === 'children' || input.kind === 'stand-up' ? random.chance(0.7) : random.chance(0.15);
  const p = palette(random, KIND_HUE[input.kind], light);
  const serif = ['drama', 'opera', 'ballet', 'operetta'].includes(input.kind) && random.chance(0.7);
  const font = serif ? SERIF : SANS;
  const fit = fitText(input.title.toUpperCase(), W - 96, 76, 28, 5, 0.76);
  const titleTop = H - 150 - fit.lines.length * fit.size * 1.1;
  const body = [
    `<defs>${linearGradient('bg', p, random.int(0, 359))}</defs>`,
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>`,
    motif(random, random.pick(MOTIFS), W, H, p.accent),
    motif(random, random.pick(MOTIFS), W, H, p.ink),
    `<rect x="24" y="24" width="${W - 48}" height="${H - 48}" fill="none" stroke="${p.ink}" stroke-opacity="0.35" stroke-width="2"/>`,
    `<text x="48" y="84" font-size="22" letter-spacing="6" fill="${p.ink}" ${SANS} font-weight="600">${escapeXml(KIND_LABEL[input.kind].toUpperCase())}</text>`,
    textLines(fit.lines, 48, titleTop, fit.size, `fill="${p.ink}" ${font} font-weight="700"`, 1.1),
    input.author
      ? `<text x="48" y="${H - 96}" font-size="28" fill="${p.ink}" fill-opacity="0.85" ${font} font-style="italic">${escapeXml(input.author)}</text>`
      : '',
  ].join('');
  return { file: `posters/${input.slug}.svg`, svg: svgDocument(W, H, body, input.title) };
}

export function logoImage(random: Random, slug: string, name: string, monogram: string): MediaFile {
  const S = 400;
  const p = palette(random, random.int(0, 359));
  const shape = random.pick(['circle', 'square', 'diamond'] as const);
  const frame =
    shape === 'circle'
      ? `<circle cx="200" cy="200" r="150" fill="none" stroke="${p.accent}" stroke-width="10"/>`
      : shape === 'square'
        ? `<rect x="60" y="60" width="280" height="280" rx="24" fill="none" stroke="${p.accent}" stroke-width="10"/>`
        : `<path d="M200 40L360 200L200 360L40 200Z" fill="none" stroke="${p.accent}" stroke-width="10"/>`;
  const size = monogram.length > 1 ? 120 : 170;
  const body = [
    `<defs>${linearGradient('bg', p, random.int(0, 359))}</defs>`,
    `<rect width="${S}" height="${S}" fill="url(#bg)"/>`,
    frame,
    `<text x="200" y="${200 + size * 0.35}" font-size="${size}" text-anchor="middle" fill="${p.ink}" ${SERIF} font-weight="700">${escapeXml(monogram)}</text>`,
  ].join('');
  return { file: `logos/${slug}.svg`, svg: svgDocument(S, S, body, name) };
}

/** A wide home-page slide: the title big on the left over abstract art. */
export function slideImage(
  random: Random,
  slug: string,
  title: string,
  subtitle: string,
  kind: WorkKind,
): MediaFile {
  const W = 1600;
  const H = 600;
  const p = palette(random, KIND_HUE[kind]);
  const fit = fitText(title, 900, 96, 40, 3, 0.62);
  const body = [
    `<defs>${linearGradient('bg', p, random.int(0, 359))}</defs>`,
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>`,
    `<g transform="translate(700 0)">${motif(random, random.pick(MOTIFS), 900, H, p.accent)}</g>`,
    textLines(fit.lines, 96, 200, fit.size, `fill="${p.ink}" ${SERIF} font-weight="700"`, 1.1),
    `<text x="96" y="${Math.round(220 + fit.lines.length * fit.size * 1.1)}" font-size="36" fill="${p.ink}" fill-opacity="0.85" ${SANS}>${escapeXml(subtitle)}</text>`,
  ].join('');
  return { file: `slides/${slug}.svg`, svg: svgDocument(W, H, body, title) };
}

function bannerArt(
  random: Random,
  file: string,
  width: number,
  height: number,
  colors: readonly [string, string],
  headline: string,
  maxSize: number,
): MediaFile {
  const p: Palette = { from: colors[0], to: colors[1], accent: colors[1], ink: '#FFFFFF', light: false };
  const fit = fitText(headline, width - 48, maxSize, 20, 4);
  const body = [
    `<defs>${linearGradient('bg', p, random.int(30, 150))}</defs>`,
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    motif(random, random.pick(MOTIFS), width, height, '#FFFFFF'),
    textLines(
      fit.lines,
      24,
      Math.round(height * 0.55),
      fit.size,
      `fill="#FFFFFF" ${SANS} font-weight="800"`,
      1.1,
    ),
  ].join('');
  return { file, svg: svgDocument(width, height, body, headline) };
}

/** Footer banner, 277×342 as the footer slider shows them. */
export function footerBannerImage(
  random: Random,
  key: string,
  colors: readonly [string, string],
  headline: string,
) {
  return bannerArt(random, `banners/footer-${key}.svg`, 277, 342, colors, headline, 40);
}

export function giftCardBannerImage(random: Random, headline: string): MediaFile {
  return bannerArt(random, 'banners/gift-card.svg', 1200, 400, ['#5B0E2D', '#D4AF37'], headline, 64);
}

export function collectionImage(
  random: Random,
  slug: string,
  colors: readonly [string, string],
  title: string,
) {
  return bannerArt(random, `collections/${slug}.svg`, 800, 500, colors, title, 56);
}

export function certificateImage(
  random: Random,
  key: string,
  colors: readonly [string, string],
  motifName: string,
  title: string,
): MediaFile {
  const W = 1000;
  const H = 600;
  const p: Palette = { from: colors[0], to: colors[0], accent: colors[1], ink: '#FFFFFF', light: false };
  const decor: string[] = [];
  if (motifName === 'curtain') {
    for (let i = 0; i < 8; i++) {
      const x = i * 32;
      decor.push(
        `<path d="M${x} 0Q${x + 16} 300 ${x} 600" stroke="${p.accent}" stroke-width="14" fill="none" opacity="0.5"/>`,
      );
      decor.push(
        `<path d="M${W - x} 0Q${W - x - 16} 300 ${W - x} 600" stroke="${p.accent}" stroke-width="14" fill="none" opacity="0.5"/>`,
      );
    }
  } else if (motifName === 'stars' || motifName === 'snow') {
    for (let i = 0; i < 40; i++) {
      decor.push(
        `<circle cx="${random.int(0, W)}" cy="${random.int(0, H)}" r="${random.int(2, motifName === 'snow' ? 9 : 5)}" fill="${p.accent}" opacity="0.7"/>`,
      );
    }
  } else {
    for (let i = 0; i < 7; i++) {
      const x = random.int(40, W - 40);
      const y = random.int(60, H - 160);
      decor.push(`<ellipse cx="${x}" cy="${y}" rx="34" ry="42" fill="${p.accent}" opacity="0.8"/>`);
      decor.push(`<path d="M${x} ${y + 42}q10 40 -6 80" stroke="${p.accent}" stroke-width="2" fill="none"/>`);
    }
  }
  const body = [
    `<rect width="${W}" height="${H}" fill="${p.from}"/>`,
    decor.join(''),
    `<rect x="40" y="40" width="${W - 80}" height="${H - 80}" fill="none" stroke="${p.accent}" stroke-width="4"/>`,
    `<text x="${W / 2}" y="270" font-size="64" text-anchor="middle" fill="${p.ink}" ${SERIF} font-weight="700">Подарочный сертификат</text>`,
    `<text x="${W / 2}" y="340" font-size="30" text-anchor="middle" fill="${p.accent}" ${SANS} letter-spacing="4">${escapeXml(title.toUpperCase())}</text>`,
  ].join('');
  return { file: `certificates/${key}.svg`, svg: svgDocument(W, H, body, title) };
}

export function socialIcon(key: string, color: string, glyph: string, caption: string): MediaFile {
  const size = glyph.length > 1 ? 26 : 34;
  const body = `<circle cx="32" cy="32" r="32" fill="${color}"/><text x="32" y="${32 + size * 0.36}" font-size="${size}" text-anchor="middle" fill="#FFFFFF" ${SANS} font-weight="700">${escapeXml(glyph)}</text>`;
  return { file: `icons/${key}.svg`, svg: svgDocument(64, 64, body, caption) };
}

/** A stylised portrait: head and shoulders over a gradient, with the initials. */
export function portraitImage(random: Random, slug: string, name: string, initials: string): MediaFile {
  const S = 400;
  const p = palette(random, random.int(0, 359), random.chance(0.5));
  const body = [
    `<defs>${linearGradient('bg', p, random.int(0, 359))}</defs>`,
    `<rect width="${S}" height="${S}" fill="url(#bg)"/>`,
    `<circle cx="200" cy="160" r="78" fill="${p.ink}" opacity="0.22"/>`,
    `<path d="M60 400Q70 270 200 260Q330 270 340 400Z" fill="${p.ink}" opacity="0.22"/>`,
    `<text x="200" y="190" font-size="84" text-anchor="middle" fill="${p.ink}" ${SERIF} font-weight="700">${escapeXml(initials)}</text>`,
  ].join('');
  return { file: `artists/${slug}.svg`, svg: svgDocument(S, S, body, name) };
}
