import { describe, expect, it } from 'vitest';
import { languageAlternates, localizedPath, pageMetadata } from './page-metadata';

describe('localizedPath', () => {
  it('leaves Russian unprefixed and prefixes the others, the home page included', () => {
    expect(localizedPath('ru', '/events')).toBe('/events');
    expect(localizedPath('en', '/events')).toBe('/en/events');
    expect(localizedPath('ru', '/')).toBe('/');
    expect(localizedPath('de', '/')).toBe('/de');
  });
});

describe('pageMetadata', () => {
  it('gives the canonical of this language and hreflang links for all four plus x-default', () => {
    const meta = pageMetadata({
      locale: 'fr',
      path: '/perfomances/hamlet',
      title: 'Hamlet',
      description: 'Horaires',
      image: '/media/posters/hamlet.svg',
    });
    expect(meta.title).toBe('Hamlet');
    expect(meta.description).toBe('Horaires');
    expect(meta.alternates?.canonical).toBe('/fr/perfomances/hamlet');
    expect(languageAlternates('/perfomances/hamlet')).toEqual({
      ru: '/perfomances/hamlet',
      en: '/en/perfomances/hamlet',
      fr: '/fr/perfomances/hamlet',
      de: '/de/perfomances/hamlet',
      'x-default': '/perfomances/hamlet',
    });
    expect(meta.alternates?.languages).toEqual(languageAlternates('/perfomances/hamlet'));
    expect(meta.openGraph).toMatchObject({
      url: '/fr/perfomances/hamlet',
      locale: 'fr',
      images: [{ url: '/media/posters/hamlet.svg' }],
    });
  });

  it('leaves the Open Graph image to the site default when the page has none', () => {
    const meta = pageMetadata({ locale: 'ru', path: '/events', title: 'Афиша', description: 'Все' });
    expect(meta.openGraph && 'images' in meta.openGraph).toBe(false);
  });
});
