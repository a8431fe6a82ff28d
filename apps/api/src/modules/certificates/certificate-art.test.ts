import { describe, expect, it } from 'vitest';
import { certificateSvg, formatNominal } from './certificate-art.ts';

describe('certificateSvg', () => {
  it('writes the nominal in the locale’s format over the design', () => {
    const svg = certificateSvg({
      design: '<svg xmlns="http://www.w3.org/2000/svg"/>',
      nominalKopecks: 500_000,
      locale: 'ru',
    });
    expect(svg).toContain(formatNominal(500_000, 'ru'));
    expect(formatNominal(500_000, 'ru')).toMatch(/^5\s000\s₽$/);
    expect(formatNominal(500_000, 'en')).toBe('₽5,000');
    expect(svg).toContain('data:image/svg+xml;base64,');
    expect(svg).not.toContain('Код');
  });

  it('writes the title over the design in the buyer’s language (the design carries no words)', () => {
    const design = '<svg xmlns="http://www.w3.org/2000/svg"/>';
    const english = certificateSvg({ design, nominalKopecks: 500_000, locale: 'en' });
    expect(english).toMatch(/<text[^>]*>Gift certificate<\/text>/);
    expect(english).not.toMatch(/[\u0400-\u04FF]/);
    const german = certificateSvg({ design, nominalKopecks: 500_000, locale: 'de' });
    expect(german).toMatch(/<text[^>]*>Geschenkgutschein<\/text>/);
  });

  it('draws a plain card without the design, and the code, recipient and validity once sold', () => {
    const svg = certificateSvg({
      design: null,
      nominalKopecks: 300_000,
      locale: 'en',
      code: 'ACDE-FGHJ-KMNP',
      expiresAt: new Date('2027-11-24T12:00:00Z'),
      recipient: 'Anna',
    });
    expect(svg).toContain('Gift certificate');
    expect(svg).toContain('Code: ACDE-FGHJ-KMNP');
    expect(svg).toContain('For: Anna');
    expect(svg).toContain('Valid until November 24, 2027');
  });

  it('escapes what the buyer wrote', () => {
    const svg = certificateSvg({
      design: null,
      nominalKopecks: 100_000,
      locale: 'ru',
      recipient: '<script>&"',
    });
    expect(svg).toContain('&lt;script&gt;&amp;&quot;');
    expect(svg).not.toContain('<script>');
  });
});
