import { describe, expect, it } from 'vitest';
import { mediaSrc, routes } from './routes';

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
