import { describe, expect, it } from 'vitest';
import { apiProxyTarget, isApiProxyPath } from './api-proxy';

describe('isApiProxyPath', () => {
  it('forwards the API and media trees', () => {
    expect(isApiProxyPath('/api')).toBe(true);
    expect(isApiProxyPath('/api/v1/cities')).toBe(true);
    expect(isApiProxyPath('/media/posters/1.webp')).toBe(true);
  });

  it('leaves pages that merely start with the same letters to the site', () => {
    expect(isApiProxyPath('/apiary')).toBe(false);
    expect(isApiProxyPath('/mediateka')).toBe(false);
    expect(isApiProxyPath('/en/api')).toBe(false);
  });
});

describe('apiProxyTarget', () => {
  it('keeps path and query on the API origin', () => {
    const target = apiProxyTarget(new URL('http://127.0.0.1:4100'), '/api/v1/cities', '?query={id}');
    expect(target.href).toBe('http://127.0.0.1:4100/api/v1/cities?query={id}');
  });

  it('keeps a path prefix of the API address without doubling slashes', () => {
    const target = apiProxyTarget(new URL('https://internal.example/backend/'), '/media/a.png', '');
    expect(target.href).toBe('https://internal.example/backend/media/a.png');
  });
});
