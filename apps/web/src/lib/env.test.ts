import { describe, expect, it } from 'vitest';
import {
  parseAnalyticsId,
  parseApiInternalUrl,
  parsePublicSiteUrl,
  parseScriptUrl,
  readApiInternalUrl,
  readPublicSiteUrl,
  readShellEnv,
} from './env';

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

describe('readShellEnv', () => {
  it('switches the chat and analytics off when nothing is set', () => {
    expect(readShellEnv({})).toEqual({
      chatWidgetUrl: undefined,
      analytics: { productionHost: undefined, metricsId: undefined, tagManagerId: undefined },
    });
  });

  it('reads the chat script, the production host and the counter ids', () => {
    const env = readShellEnv({
      CHAT_WIDGET_URL: ' https://chat.example/widget.js ',
      ANALYTICS_PRODUCTION_HOST: 'Afisha.Example',
      METRICS_COUNTER_ID: '12345678',
      TAG_MANAGER_ID: 'GTM-ABC12',
    });
    expect(env).toEqual({
      chatWidgetUrl: 'https://chat.example/widget.js',
      analytics: { productionHost: 'afisha.example', metricsId: '12345678', tagManagerId: 'GTM-ABC12' },
    });
  });

  it('refuses a chat address that is not http(s) and ids that could break out of a URL', () => {
    expect(parseScriptUrl('javascript:alert(1)')).toBeUndefined();
    expect(parseScriptUrl('/relative.js')).toBeUndefined();
    expect(parseAnalyticsId('1&foo=<script>')).toBeUndefined();
    expect(parseAnalyticsId('x'.repeat(65))).toBeUndefined();
  });
});

describe('parsePublicSiteUrl', () => {
  it('defaults to the local site and keeps only the origin of a given address', () => {
    expect(parsePublicSiteUrl(undefined).href).toBe('http://localhost:3000/');
    expect(parsePublicSiteUrl('https://afisha.example/ru/').href).toBe('https://afisha.example/');
  });

  it('names the variable when the value is unusable', () => {
    expect(() => parsePublicSiteUrl(undefined, '70000')).toThrow(/WEB_PORT/);
    expect(() => parsePublicSiteUrl(undefined, '3000; rm')).toThrow(/WEB_PORT/);
    expect(() => parsePublicSiteUrl('afisha.example')).toThrow(/PUBLIC_SITE_URL/);
    expect(() => parsePublicSiteUrl('javascript:alert(1)')).toThrow(/PUBLIC_SITE_URL/);
  });
});

describe('readPublicSiteUrl', () => {
  it('follows WEB_PORT when PUBLIC_SITE_URL is unset, not a port fixed in the build', () => {
    expect(readPublicSiteUrl({ WEB_PORT: '3401' }).href).toBe('http://localhost:3401/');
    expect(readPublicSiteUrl({ WEB_PORT: ' ' }).href).toBe('http://localhost:3000/');
    expect(readPublicSiteUrl({}).href).toBe('http://localhost:3000/');
  });

  it('takes the PORT that `next start -p` sets to the port it listens on first', () => {
    expect(readPublicSiteUrl({ PORT: '3260' }).href).toBe('http://localhost:3260/');
    expect(readPublicSiteUrl({ WEB_PORT: '3401', PORT: '3260' }).href).toBe('http://localhost:3260/');
  });

  it('takes PUBLIC_SITE_URL over any port', () => {
    expect(readPublicSiteUrl({ PUBLIC_SITE_URL: 'https://afisha.example', WEB_PORT: '3401' }).href).toBe(
      'https://afisha.example/',
    );
  });
});

describe('readApiInternalUrl', () => {
  it('follows API_PORT when API_INTERNAL_URL is unset', () => {
    expect(readApiInternalUrl({ API_PORT: '4260' }).href).toBe('http://127.0.0.1:4260/');
    expect(readApiInternalUrl({}).href).toBe('http://127.0.0.1:4000/');
    expect(readApiInternalUrl({ API_INTERNAL_URL: 'http://api:8080', API_PORT: '4260' }).href).toBe(
      'http://api:8080/',
    );
    expect(() => readApiInternalUrl({ API_PORT: 'x' })).toThrow(/API_PORT/);
  });
});
