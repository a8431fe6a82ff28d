import { describe, expect, it } from 'vitest';
import { originOf, requestSiteOrigin, siteOriginsOf } from './site-origins.ts';

describe('siteOriginsOf', () => {
  it('answers every loopback spelling of a loopback site, and only its own origin otherwise', () => {
    expect(siteOriginsOf('http://localhost:3000')).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
    ]);
    expect(siteOriginsOf('https://afisha.example/')).toEqual(['https://afisha.example']);
    expect(
      siteOriginsOf('https://afisha.example', ['https://www.afisha.example', 'not a url', 'ftp://x']),
    ).toEqual(['https://afisha.example', 'https://www.afisha.example']);
  });
});

describe('requestSiteOrigin', () => {
  const allowed = siteOriginsOf('http://localhost:3000');

  it('takes the Origin, else the Referer’s origin, when the site answers there', () => {
    expect(requestSiteOrigin({ origin: 'http://127.0.0.1:3000' }, allowed)).toBe('http://127.0.0.1:3000');
    expect(requestSiteOrigin({ referer: 'http://127.0.0.1:3000/cart?x=1' }, allowed)).toBe(
      'http://127.0.0.1:3000',
    );
  });

  it('never an origin the site does not answer at, and never the Host header', () => {
    expect(requestSiteOrigin({ origin: 'https://evil.example' }, allowed)).toBeNull();
    expect(requestSiteOrigin({ origin: 'http://127.0.0.1:3001' }, allowed)).toBeNull();
    expect(requestSiteOrigin({ host: '127.0.0.1:3000' }, allowed)).toBeNull();
    expect(requestSiteOrigin({ origin: 'null' }, allowed)).toBeNull();
    expect(requestSiteOrigin({ origin: 'javascript:alert(1)' }, allowed)).toBeNull();
    expect(requestSiteOrigin({}, allowed)).toBeNull();
  });

  it('reads an origin the way a browser writes it', () => {
    expect(originOf('HTTP://LOCALHOST:3000/')).toBe('http://localhost:3000');
    expect(originOf('https://afisha.example:443')).toBe('https://afisha.example');
  });
});
