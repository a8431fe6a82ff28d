// Owns reading Accept-Language: q-values honoured, region subtags ignored (en-US → en), anything
// unsupported or malformed falls back to Russian.
import { DEFAULT_LOCALE, isLocale, type TLocale } from '@afisha/contracts';

// Real headers are short; a hostile one must not cost more than a bounded scan.
const MAX_HEADER_LENGTH = 512;
const MAX_ENTRIES = 32;

export function negotiateLocale(header: string | string[] | undefined): TLocale {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return DEFAULT_LOCALE;
  let best: { locale: TLocale; q: number } | null = null;
  for (const entry of value.slice(0, MAX_HEADER_LENGTH).split(',', MAX_ENTRIES)) {
    const [tag = '', ...params] = entry.trim().split(';');
    const primary = tag.trim().toLowerCase().split('-')[0];
    if (!isLocale(primary)) continue;
    const q = parseQuality(params);
    // Strictly greater keeps the first of equal weights, as listed by the client.
    if (q > 0 && (best === null || q > best.q)) best = { locale: primary, q };
  }
  return best?.locale ?? DEFAULT_LOCALE;
}

function parseQuality(params: string[]): number {
  for (const param of params) {
    const [name, raw] = param.split('=').map((part) => part.trim());
    if (name !== 'q' || raw === undefined) continue;
    if (!/^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(raw)) return 0;
    return Number(raw);
  }
  return 1;
}
