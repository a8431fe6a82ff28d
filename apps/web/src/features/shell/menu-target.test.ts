import { describe, expect, it } from 'vitest';
import { menuTarget } from './menu-target';

describe('menuTarget', () => {
  it('opens the callback form for the word callback', () => {
    expect(menuTarget('callback')).toEqual({ kind: 'callback' });
  });

  it('keeps paths inside the site, queries included', () => {
    expect(menuTarget('/events?genres=drama')).toEqual({ kind: 'internal', href: '/events?genres=drama' });
    expect(menuTarget('faq')).toEqual({ kind: 'internal', href: '/faq' });
  });

  it('lets http(s), mailto and tel addresses leave the site', () => {
    expect(menuTarget('https://vk.com/afisha')).toEqual({ kind: 'external', href: 'https://vk.com/afisha' });
    expect(menuTarget('//t.me/afisha')).toEqual({ kind: 'external', href: 'https://t.me/afisha' });
    expect(menuTarget('tel:+74951204567').kind).toBe('external');
  });

  it('follows no script or data URL', () => {
    expect(menuTarget('javascript:alert(1)')).toEqual({ kind: 'none' });
    expect(menuTarget(' JavaScript:alert(1)')).toEqual({ kind: 'none' });
    expect(menuTarget('data:text/html,<script>x</script>')).toEqual({ kind: 'none' });
  });
});
