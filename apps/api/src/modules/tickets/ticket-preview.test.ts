// The sample ticket of GET /tickets_preview: rendered once per language and site name, shared by concurrent first
// callers, rendered again when the site's name changes, and bounded.
import type { TLocale } from '@afisha/contracts';
import { describe, expect, it } from 'vitest';
import type { TicketsPdfInput } from './ticket-pdf.ts';
import { createTicketPreview } from './ticket-preview.ts';

/** A renderer that counts what it was asked to render (the real one is tested in ticket-pdf(-pool).test.ts). */
function countingRenderer() {
  const rendered: TicketsPdfInput[] = [];
  const render = async (input: TicketsPdfInput) => {
    rendered.push(input);
    return Buffer.from(`${input.locale}:${input.siteName}:${rendered.length}`);
  };
  return { rendered, render };
}

describe('createTicketPreview', () => {
  it('renders each language once and serves it from memory', async () => {
    const { rendered, render } = countingRenderer();
    const preview = createTicketPreview({ render, siteName: async () => 'Афиша' });
    const first = await Promise.all([1, 2, 3, 4].map(() => preview.pdf('ru')));
    expect(new Set(first.map(String))).toEqual(new Set(['ru:Афиша:1']));
    expect(String(await preview.pdf('ru'))).toBe('ru:Афиша:1');
    expect(String(await preview.pdf('en'))).toBe('en:Афиша:2');
    expect(rendered.map((input) => [input.locale, input.orderNumber, input.tickets.length])).toEqual([
      ['ru', 'ABC-DEFGH', 1],
      ['en', 'ABC-DEFGH', 1],
    ]);
  });

  it("renders again when the site's name in that language changes", async () => {
    const { rendered, render } = countingRenderer();
    let name = 'Афиша';
    const preview = createTicketPreview({ render, siteName: async () => name });
    await preview.pdf('ru');
    name = 'Театральная афиша';
    expect(String(await preview.pdf('ru'))).toBe('ru:Театральная афиша:2');
    expect(rendered).toHaveLength(2);
  });

  it('keeps at most 16 samples', async () => {
    const { render } = countingRenderer();
    let n = 0;
    const preview = createTicketPreview({ render, siteName: async () => `Site ${n++}` });
    for (let i = 0; i < 40; i++) await preview.pdf((['ru', 'en', 'fr', 'de'] as TLocale[])[i % 4] as TLocale);
    expect(preview.size).toBe(16);
  });
});
