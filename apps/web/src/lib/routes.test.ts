import { describe, expect, it } from 'vitest';
import { mediaSrc, routes, safeHref, webAddress } from './routes';

describe('routes', () => {
  it('addresses pages as SPEC.md spells them, slugs escaped', () => {
    expect(routes.performance('hamlet')).toBe('/perfomances/hamlet');
    expect(routes.performance('a/b?c')).toBe('/perfomances/a%2Fb%3Fc');
    expect(routes.venue('THEATER', 'bolshoi')).toBe('/theaters/bolshoi');
    expect(routes.venue('ORGANIZATOR', 'show-co')).toBe('/organizators/show-co');
    expect(routes.event(42)).toBe('/events/42');
  });
});

describe('mediaSrc', () => {
  it('keeps site paths and turns the API address of a media file into a same-origin path', () => {
    expect(mediaSrc('/media/posters/a.svg')).toBe('/media/posters/a.svg');
    expect(mediaSrc('http://127.0.0.1:4000/media/posters/a.svg')).toBe('/media/posters/a.svg');
    expect(mediaSrc('https://cdn.example/x.png')).toBe('https://cdn.example/x.png');
    expect(mediaSrc(null)).toBeNull();
    expect(mediaSrc('not a url')).toBeNull();
  });
});

describe('safeHref', () => {
  it('lets site paths and web addresses through and nothing else', () => {
    expect(safeHref('/collections/new-year')).toBe('/collections/new-year');
    expect(safeHref(' https://example.org/a ')).toBe('https://example.org/a');
    expect(safeHref('javascript:alert(1)')).toBe('#');
    expect(safeHref('//evil.example/x')).toBe('#');
    expect(safeHref('data:text/html,hi')).toBe('#');
  });
});

describe('webAddress', () => {
  it('gives the link and its host, or nothing for what is not a web address', () => {
    expect(webAddress('https://bolshoi.ru/afisha')).toEqual({
      href: 'https://bolshoi.ru/afisha',
      host: 'bolshoi.ru',
    });
    expect(webAddress('http://')).toBeNull();
    expect(webAddress('javascript:alert(1)')).toBeNull();
    expect(webAddress(null)).toBeNull();
  });
});
