// Page customization (SPEC.md section 3): a page may set the header background (header_color, default white) and
// hide the footer (is_footer_visible, default true). This turns those two settings into the CSS that applies them;
// see components/page-customization.tsx for how a page uses it.
export type TPageCustomization = { header_color?: string | null; is_footer_visible?: boolean | null };

export const DEFAULT_HEADER_COLOR = 'white';

// A colour goes into a style sheet: only plain colour syntax is let through (no `;`, braces or url()).
const SAFE_COLOR = /^(#[0-9a-f]{3,8}|[a-z]{3,30}|(rgb|hsl)a?\([\d\s.,%/]+\))$/i;

export function isSafeColor(value: string): boolean {
  return SAFE_COLOR.test(value.trim());
}

/** The style sheet of a customization, or null when the page keeps the defaults. */
export function customizationCss({ header_color, is_footer_visible }: TPageCustomization): string | null {
  const rules: string[] = [];
  const color = header_color?.trim();
  if (color && color.toLowerCase() !== DEFAULT_HEADER_COLOR && isSafeColor(color)) {
    rules.push(`[data-site-header]{background-color:${color}}`);
  }
  if (is_footer_visible === false) rules.push('[data-site-footer]{display:none}');
  return rules.length > 0 ? rules.join('') : null;
}
