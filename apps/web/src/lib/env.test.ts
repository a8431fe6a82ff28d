import { describe, expect, it } from 'vitest';
import { parseApiInternalUrl, parsePublicSiteUrl } from './env';

describe('parseApiInternalUrl', () => {
  it('defaults to the API on this machine', () => {
    expect(parseApiInternalUrl(undefined).href).toBe('http://127.0.0.1:4000/');
    expect(parseApiInternalUrl('  ').href).toBe('http://127.0.0.1:4000/');
  });

  it('accepts an http(s) address', () => {
    expect(parseApiInternalUrl('https://api.internal:8443').href).toBe('https://api.internal:8443/');
  });

  it('names the variable when the value is unusable', () => {
    expect(() => parseApiInternalUrl('localhost:4000')).toThrow(/API_INTERNAL_URL/);
    expect(() => parseApiInternalUrl('not a url')).toThrow(/API_INTERNAL_URL/);
    expect(() => parseApiInternalUrl('ftp://files.example')).toThrow(/API_INTERNAL_URL/);
  });
});

describe('parsePublicSiteUrl', () => {
  it('defaults to the local site and keeps only the origin of a given address', () => {
    expect(parsePublicSiteUrl(undefined).href).toBe('http://localhost:3000/');
    expect(parsePublicSiteUrl('https://afisha.example/ru/').href).toBe('https://afisha.example/');
  });

  it('names the variable when the value is unusable', () => {
    expect(() => parsePublicSiteUrl('afisha.example')).toThrow(/PUBLIC_SITE_URL/);
    expect(() => parsePublicSiteUrl('javascript:alert(1)')).toThrow(/PUBLIC_SITE_URL/);
  });
});
