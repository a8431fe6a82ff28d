import { describe, expect, it } from 'vitest';
import { RETURN_PARAM, returnPath, signInHref } from './sign-in-href';

describe('signInHref', () => {
  it('carries the page and its query as the return path', () => {
    expect(signInHref('/account/orders', '?archive=1')).toEqual({
      pathname: '/sign-in',
      query: { [RETURN_PARAM]: '/account/orders?archive=1' },
    });
    expect(returnPath('/perfomances/gamlet', 'x=1')).toBe('/perfomances/gamlet?x=1');
    expect(returnPath('/events', '?')).toBe('/events');
  });

  it('never returns a path that leaves the site', () => {
    expect(returnPath('//evil.example/x')).toBe('/');
    expect(returnPath('https://evil.example/')).toBe('/');
    expect(returnPath('')).toBe('/');
  });
});
