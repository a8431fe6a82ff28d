// Drawing primitives for the seed's generated images: colours, XML escaping, gradients and a few
// abstract motifs. Output is plain SVG text, identical for identical input.
import type { Random } from '../random.js';

export function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

/** HSL (degrees, 0..100, 0..100) to `#RRGGBB`; SVG renderers all read hex. */
export function hsl(h: number, s: number, l: number): string {
  const hue = ((h % 360) + 360) % 360;
  const sat = Math.max(0, Math.min(100, s)) / 100;
  const lig = Math.max(0, Math.min(100, l)) / 100;
  const c = (1 - Math.abs(2 * lig - 1)) * sat;
  const x = c * (1 - Math.abs(((hue / 60) % 2) - 1));
  const m = lig - c / 2;
  const [r, g, b] =
    hue < 60
      ? [c, x, 0]
      : hue < 120
        ? [x, c, 0]
        : hue < 180
          ? [0, c, x]
          : hue < 240
            ? [0, x, c]
            : hue < 300
              ? [x, 0, c]
              : [c, 0, x];
  const hex = (v: number) =>
    Math.round((v + m) * 255)
      .toString(16)
      .padStart(2, '0')
      .toUpperCase();
  return `#${hex(r)}${hex(g)}${hex(b)}`;
}

export type Palette = { from: string; to: string; accent: string; ink: string; light: boolean };

/** A palette around a base hue; `light` palettes get dark text. */
export function palette(random: Random, hue: number, light = false): Palette {
  const h = hue + random.int(-18, 18);
  return light
    ? {
        from: hsl(h, random.int(55, 80), random.int(78, 88)),
        to: hsl(h + random.int(20, 60), random.int(55, 85), random.int(60, 72)),
        accent: hsl(h + 180, random.int(55, 80), random.int(40, 52)),
        ink: '#1B1B1F',
        light,
      }
    : {
        from: hsl(h, random.int(45, 75), random.int(12, 22)),
        to: hsl(h + random.int(20, 50), random.int(50, 80), random.int(30, 45)),
        accent: hsl(h + random.int(150, 210), random.int(60, 90), random.int(55, 68)),
        ink: '#FFFFFF',
        light,
      };
}

export function linearGradient(id: string, p: Palette, angle: number): string {
  const rad = (angle * Math.PI) / 180;
  const x = Math.round(50 + 50 * Math.cos(rad));
  const y = Math.round(50 + 50 * Math.sin(rad));
  return `<linearGradient id="${id}" x1="${100 - x}%" y1="${100 - y}%" x2="${x}%" y2="${y}%"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient>`;
}

export type Motif = 'circles' | 'stripes' | 'rays' | 'dots' | 'waves' | 'triangles' | 'moon';
export const MOTIFS: readonly Motif[] = ['circles', 'stripes', 'rays', 'dots', 'waves', 'triangles', 'moon'];

/** Abstract shapes in the accent colour over a width × height box. */
export function motif(random: Random, kind: Motif, width: number, height: number, color: string): string {
  const parts: string[] = [];
  const op = () => (random.int(12, 45) / 100).toFixed(2);
  switch (kind) {
    case 'circles': {
      const cx = random.int(0, width);
      const cy = random.int(0, Math.round(height * 0.6));
      for (let r = random.int(30, 60); r < Math.max(width, height); r += random.int(40, 80)) {
        parts.push(
          `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${color}" stroke-width="${random.int(2, 10)}" opacity="${op()}"/>`,
        );
      }
      break;
    }
    case 'stripes': {
      const step = random.int(30, 70);
      const angle = random.int(-40, 40);
      const stripes: string[] = [];
      for (let x = -height; x < width + height; x += step) {
        stripes.push(
          `<rect x="${x}" y="${-height}" width="${Math.round(step / 2)}" height="${height * 3}"/>`,
        );
      }
      parts.push(
        `<g fill="${color}" opacity="${op()}" transform="rotate(${angle} ${width / 2} ${height / 2})">${stripes.join('')}</g>`,
      );
      break;
    }
    case 'rays': {
      const cx = random.int(0, width);
      const cy = random.int(0, Math.round(height / 2));
      const count = random.int(12, 28);
      const long = Math.max(width, height) * 1.5;
      const rays: string[] = [];
      for (let i = 0; i < count; i += 2) {
        const a1 = (i / count) * Math.PI * 2;
        const a2 = ((i + 1) / count) * Math.PI * 2;
        rays.push(
          `<path d="M${cx} ${cy}L${Math.round(cx + long * Math.cos(a1))} ${Math.round(cy + long * Math.sin(a1))}L${Math.round(cx + long * Math.cos(a2))} ${Math.round(cy + long * Math.sin(a2))}Z"/>`,
        );
      }
      parts.push(`<g fill="${color}" opacity="${op()}">${rays.join('')}</g>`);
      break;
    }
    case 'dots': {
      const step = random.int(28, 50);
      const r = random.int(3, 9);
      const dots: string[] = [];
      for (let y = step / 2; y < height; y += step) {
        for (let x = step / 2; x < width; x += step)
          dots.push(`<circle cx="${Math.round(x)}" cy="${Math.round(y)}" r="${r}"/>`);
      }
      parts.push(`<g fill="${color}" opacity="${op()}">${dots.join('')}</g>`);
      break;
    }
    case 'waves': {
      const amplitude = random.int(15, 45);
      const period = random.int(120, 260);
      for (let y = random.int(40, 120); y < height; y += random.int(50, 110)) {
        let d = `M0 ${y}`;
        for (let x = 0; x <= width; x += period / 2) {
          d += ` Q${Math.round(x + period / 4)} ${y + ((x / (period / 2)) % 2 === 0 ? -1 : 1) * amplitude} ${Math.round(x + period / 2)} ${y}`;
        }
        parts.push(
          `<path d="${d}" fill="none" stroke="${color}" stroke-width="${random.int(3, 12)}" opacity="${op()}"/>`,
        );
      }
      break;
    }
    case 'triangles': {
      for (let i = 0; i < random.int(4, 9); i++) {
        const x = random.int(-100, width);
        const base = random.int(120, 380);
        const top = random.int(Math.round(height * 0.15), Math.round(height * 0.7));
        parts.push(
          `<path d="M${x} ${height}L${x + Math.round(base / 2)} ${top}L${x + base} ${height}Z" fill="${color}" opacity="${op()}"/>`,
        );
      }
      break;
    }
    case 'moon': {
      const r = random.int(Math.round(width * 0.2), Math.round(width * 0.38));
      const cx = random.int(r, width - r);
      const cy = random.int(r, Math.round(height * 0.5));
      parts.push(`<circle cx="${cx}" cy="${cy}" r="${r}" fill="${color}" opacity="${op()}"/>`);
      parts.push(
        `<circle cx="${cx + Math.round(r * 0.35)}" cy="${cy - Math.round(r * 0.2)}" r="${Math.round(r * 0.85)}" fill="${color}" opacity="${op()}"/>`,
      );
      break;
    }
  }
  return parts.join('');
}

/** The SVG file around `body`. No title: the art is decorative and the page names what it shows, in its language. */
export function svgDocument(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" aria-hidden="true">${body}</svg>\n`;
}

export const SANS = 'font-family="\'Helvetica Neue\', Arial, sans-serif"';
