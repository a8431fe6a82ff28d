import { describe, expect, it } from 'vitest';
import { parseApiInternalUrl } from './env';

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
