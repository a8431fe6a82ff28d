import { describe, expect, it } from 'vitest';
import { sitemapEntry } from './sitemap-entries';

describe('sitemapEntry', () => {
  it('lists the page at its Russian address with every language as an absolute alternate', () => {
    expect(sitemapEntry(new URL('https://afisha.example'), '/perfomances/hamlet', 0.8)).toEqual({
      url: 'https://afisha.example/perfomances/hamlet',
      changeFrequency: 'daily',
      priority: 0.8,
      alternates: {
        languages: {
          ru: 'https://afisha.example/perfomances/hamlet',
          en: 'https://afisha.example/en/perfomances/hamlet',
          fr: 'https://afisha.example/fr/perfomances/hamlet',
          de: 'https://afisha.example/de/perfomances/hamlet',
          'x-default': 'https://afisha.example/perfomances/hamlet',
        },
      },
    });
  });

  it('gives the home page /en, /fr, /de without a trailing slash', () => {
    const entry = sitemapEntry(new URL('https://afisha.example'), '/', 1);
    expect(entry.url).toBe('https://afisha.example/');
    expect(entry.alternates?.languages).toMatchObject({ en: 'https://afisha.example/en' });
  });
});
