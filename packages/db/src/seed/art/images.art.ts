// The images the seed draws instead of downloading: performance posters (600×900), venue logos,
// home-page slides, footer banners (277×342), the gift-card banner, certificate designs,
// collection covers, social-network icons and artist portraits. Each function returns the file
// (its name in the media store, before the content hash: seed.context.ts) and its SVG text; the same input always
// gives the same bytes, and so the same URL.
// The art carries no words: the site is read in four languages and an image has one, so titles,
// captions and names are the page's text (over the art where the art is the whole block: slides,
// footer banners). The generators are given no title for that reason. Only a social network's
// icon keeps its Latin brand mark.
import type { WorkKind } from '../data/works.data.js';
import type { Random } from '../random.js';
import {
  escapeXml,
  linearGradient,
  MOTIFS,
  motif,
  type Palette,
  palette,
  SANS,
  svgDocument,
} from './svg-kit.js';

export type MediaFile = { file: string; svg: string };

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

export type PosterInput = { slug: string; kind: WorkKind };

/** A poster's art: colour by kind, two motifs and a frame; the card and the page print the title. */
export function posterImage(random: Random, input: PosterInput): MediaFile {
  const W = 600;
  const H = 900;
  const light =
    input.kind === 'children' || input.kind === 'stand-up' ? random.chance(0.7) : random.chance(0.15);
  const p = palette(random, KIND_HUE[input.kind], light);
  const body = [
    `<defs>${linearGradient('bg', p, random.int(0, 359))}</defs>`,
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>`,
    motif(random, random.pick(MOTIFS), W, H, p.accent),
    motif(random, random.pick(MOTIFS), W, H, p.ink),
    `<rect x="24" y="24" width="${W - 48}" height="${H - 48}" fill="none" stroke="${p.ink}" stroke-opacity="0.35" stroke-width="2"/>`,
  ].join('');
  return { file: `posters/${input.slug}.svg`, svg: svgDocument(W, H, body) };
}

/** A venue's logo: a frame (circle, square or diamond) around a smaller mark of the same shape. */
export function logoImage(random: Random, slug: string): MediaFile {
  const S = 400;
  const p = palette(random, random.int(0, 359));
  const shape = random.pick(['circle', 'square', 'diamond'] as const);
  const outline = (inset: number, width: number, color: string, fill = 'none') =>
    shape === 'circle'
      ? `<circle cx="200" cy="200" r="${200 - inset}" fill="${fill}" stroke="${color}" stroke-width="${width}"/>`
      : shape === 'square'
        ? `<rect x="${inset}" y="${inset}" width="${S - 2 * inset}" height="${S - 2 * inset}" rx="24" fill="${fill}" stroke="${color}" stroke-width="${width}"/>`
        : `<path d="M200 ${inset - 10}L${S - inset + 10} 200L200 ${S - inset + 10}L${inset - 10} 200Z" fill="${fill}" stroke="${color}" stroke-width="${width}"/>`;
  const body = [
    `<defs>${linearGradient('bg', p, random.int(0, 359))}</defs>`,
    `<rect width="${S}" height="${S}" fill="url(#bg)"/>`,
    outline(50, 10, p.accent),
    outline(140, 6, p.ink, p.accent),
  ].join('');
  return { file: `logos/${slug}.svg`, svg: svgDocument(S, S, body) };
}

/** A wide home-page slide: a gradient, calm on the left where the site writes the title, with a motif on the right. */
export function slideImage(random: Random, slug: string, kind: WorkKind): MediaFile {
  const W = 1600;
  const H = 600;
  const p = palette(random, KIND_HUE[kind]);
  const body = [
    `<defs>${linearGradient('bg', p, random.int(0, 359))}</defs>`,
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>`,
    `<g transform="translate(700 0)">${motif(random, random.pick(MOTIFS), 900, H, p.accent)}</g>`,
  ].join('');
  return { file: `slides/${slug}.svg`, svg: svgDocument(W, H, body) };
}

function bannerArt(
  random: Random,
  file: string,
  width: number,
  height: number,
  colors: readonly [string, string],
): MediaFile {
  const p: Palette = { from: colors[0], to: colors[1], accent: colors[1], ink: '#FFFFFF', light: false };
  const body = [
    `<defs>${linearGradient('bg', p, random.int(30, 150))}</defs>`,
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    motif(random, random.pick(MOTIFS), width, height, '#FFFFFF'),
  ].join('');
  return { file, svg: svgDocument(width, height, body) };
}

/** Footer banner, 277×342 as the footer slider shows them. */
export function footerBannerImage(random: Random, key: string, colors: readonly [string, string]) {
  return bannerArt(random, `banners/footer-${key}.svg`, 277, 342, colors);
}

export function giftCardBannerImage(random: Random): MediaFile {
  return bannerArt(random, 'banners/gift-card.svg', 1200, 400, ['#5B0E2D', '#D4AF37']);
}

export function collectionImage(random: Random, slug: string, colors: readonly [string, string]) {
  return bannerArt(random, `collections/${slug}.svg`, 800, 500, colors);
}

export function certificateImage(
  random: Random,
  key: string,
  colors: readonly [string, string],
  motifName: string,
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
  ].join('');
  // The certificate's title and nominal are written over this design in the buyer's language (the API's
  // certificate-art.ts), so the design leaves them out.
  return { file: `certificates/${key}.svg`, svg: svgDocument(W, H, body) };
}

/** A social network's round icon with its Latin brand mark (the one text an image keeps: it is no word). */
export function socialIcon(key: string, color: string, glyph: string): MediaFile {
  const size = glyph.length > 1 ? 26 : 34;
  const body = `<circle cx="32" cy="32" r="32" fill="${color}"/><text x="32" y="${32 + size * 0.36}" font-size="${size}" text-anchor="middle" fill="#FFFFFF" ${SANS} font-weight="700">${escapeXml(glyph)}</text>`;
  return { file: `icons/${key}.svg`, svg: svgDocument(64, 64, body) };
}

/** A stylised portrait: head and shoulders over a gradient (the page prints the name). */
export function portraitImage(random: Random, slug: string): MediaFile {
  const S = 400;
  const p = palette(random, random.int(0, 359), random.chance(0.5));
  const body = [
    `<defs>${linearGradient('bg', p, random.int(0, 359))}</defs>`,
    `<rect width="${S}" height="${S}" fill="url(#bg)"/>`,
    `<circle cx="200" cy="160" r="78" fill="${p.ink}" opacity="0.22"/>`,
    `<path d="M60 400Q70 270 200 260Q330 270 340 400Z" fill="${p.ink}" opacity="0.22"/>`,
  ].join('');
  return { file: `artists/${slug}.svg`, svg: svgDocument(S, S, body) };
}
