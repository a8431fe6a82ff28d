import { describe, expect, it } from 'vitest';
import { createSiteLinks } from './site-links.ts';

describe('site links of account mails', () => {
  const links = createSiteLinks('https://afisha.example/');

  it('has no prefix for Russian and the locale for the others', () => {
    expect(links.confirmRegistration('ru', 'abc')).toBe('https://afisha.example/account/confirm?token=abc');
    expect(links.confirmRegistration('en', 'abc')).toBe(
      'https://afisha.example/en/account/confirm?token=abc',
    );
    expect(links.resetPassword('fr', 'abc')).toBe('https://afisha.example/fr/reset-password?token=abc');
    expect(links.confirmEmail('de', 'abc')).toBe('https://afisha.example/de/account/confirm-email?token=abc');
    expect(links.signIn('ru')).toBe('https://afisha.example/sign-in');
    expect(links.requestReset('en')).toBe('https://afisha.example/en/reset-password');
    expect(links.paymentResult('ru', 7)).toBe('https://afisha.example/paymentresult?order=7');
    expect(links.paymentResult('de', 7)).toBe('https://afisha.example/de/paymentresult?order=7');
    expect(links.tickets('ru', 'ABC-DEFGH', 'k-1_2')).toBe(
      'https://afisha.example/tickets/ABC-DEFGH?key=k-1_2',
    );
    expect(links.tickets('en', 'ABC-DEFGH', 'k')).toBe('https://afisha.example/en/tickets/ABC-DEFGH?key=k');
  });

  it('encodes the token', () => {
    expect(links.resetPassword('ru', 'a b&c')).toBe('https://afisha.example/reset-password?token=a%20b%26c');
  });
});
