import { describe, expect, it } from 'vitest';
import { DEFAULT_RETURN_PATH, returnPathAfterSignIn, safeReturnPath, signInPath } from './return-path';

describe('safeReturnPath', () => {
  it('keeps a path of the site with its query and fragment', () => {
    expect(safeReturnPath('/perfomances/hamlet')).toBe('/perfomances/hamlet');
    expect(safeReturnPath('/events?genre=opera&page=2#list')).toBe('/events?genre=opera&page=2#list');
    expect(safeReturnPath('/')).toBe('/');
  });

  it('drops the locale prefix (the router adds the current one)', () => {
    expect(safeReturnPath('/en/account/orders')).toBe('/account/orders');
    expect(safeReturnPath('/de')).toBe('/');
    expect(safeReturnPath('/fr?x=1')).toBe('/?x=1');
    expect(safeReturnPath('/english-theatre')).toBe('/english-theatre');
  });

  it('never leads to another site', () => {
    for (const hostile of [
      'https://evil.example/',
      'http:/evil.example',
      '//evil.example/path',
      '///evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      'javascript:alert(1)',
      ' /perfomances/hamlet',
      'evil.example',
      'data:text/html,<script>alert(1)</script>',
    ]) {
      expect(safeReturnPath(hostile), hostile).toBeNull();
    }
  });

  it('resolves dot segments inside the site and keeps encoded slashes as a path', () => {
    expect(safeReturnPath('/a/../account/orders')).toBe('/account/orders');
    // Dot segments can rebuild a `//host` path: refused after resolving too.
    expect(safeReturnPath('/..//evil.example')).toBeNull();
    expect(safeReturnPath('/en/..//evil.example')).toBeNull();
    expect(safeReturnPath('/en//evil.example')).toBeNull();
    expect(safeReturnPath('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
  });

  it('refuses the sign-in pages themselves, the mail landings and the API', () => {
    for (const loop of [
      '/sign-in',
      '/en/sign-in?next=/x',
      '/sign-up',
      '/reset-password?token=abc',
      '/account/confirm?token=abc',
      '/account/confirm-email',
      '/api/v1/account/me',
    ]) {
      expect(safeReturnPath(loop), loop).toBeNull();
    }
    expect(safeReturnPath('/sign-in-help')).toBe('/sign-in-help');
  });

  it('refuses empty, missing and huge values', () => {
    expect(safeReturnPath('')).toBeNull();
    expect(safeReturnPath(null)).toBeNull();
    expect(safeReturnPath(undefined)).toBeNull();
    expect(safeReturnPath(`/${'a'.repeat(5000)}`)).toBeNull();
  });
});

describe('returnPathAfterSignIn and signInPath', () => {
  it('falls back to the favourites', () => {
    expect(returnPathAfterSignIn(null)).toBe(DEFAULT_RETURN_PATH);
    expect(returnPathAfterSignIn('//evil.example')).toBe(DEFAULT_RETURN_PATH);
    expect(returnPathAfterSignIn('/cart')).toBe('/cart');
  });

  it('builds the sign-in address with an encoded return path, or none', () => {
    expect(signInPath('/events?genre=opera&page=2')).toBe(
      '/sign-in?next=%2Fevents%3Fgenre%3Dopera%26page%3D2',
    );
    expect(signInPath('/sign-in')).toBe('/sign-in');
    expect(signInPath(undefined)).toBe('/sign-in');
    expect(signInPath('https://evil.example')).toBe('/sign-in');
  });
});
