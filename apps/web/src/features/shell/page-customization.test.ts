import { describe, expect, it } from 'vitest';
import { customizationCss, isSafeColor } from './page-customization';

describe('customizationCss', () => {
  it('changes nothing with the defaults', () => {
    expect(customizationCss({})).toBeNull();
    expect(customizationCss({ header_color: 'white', is_footer_visible: true })).toBeNull();
    expect(customizationCss({ header_color: null, is_footer_visible: null })).toBeNull();
  });

  it('hides the footer when the page says so', () => {
    expect(customizationCss({ is_footer_visible: false })).toBe('[data-site-footer]{display:none}');
  });

  it('colours the header', () => {
    expect(customizationCss({ header_color: '#1b1b1f' })).toBe(
      '[data-site-header]{background-color:#1b1b1f}',
    );
    expect(customizationCss({ header_color: 'rgb(10, 20, 30)' })).toContain('rgb(10, 20, 30)');
  });

  it('ignores a colour that would break out of the style sheet', () => {
    expect(isSafeColor('red;}body{display:none')).toBe(false);
    expect(isSafeColor('url(javascript:alert(1))')).toBe(false);
    expect(customizationCss({ header_color: 'red}</style><script>alert(1)</script>' })).toBeNull();
  });
});
