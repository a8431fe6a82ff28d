import { LOCALES } from '@afisha/contracts';
import { describe, expect, it } from 'vitest';
import { renderAccountMail } from './mail-render.ts';
import type { AccountMailKind } from './mail-texts.ts';

const KINDS: AccountMailKind[] = [
  'confirm_registration',
  'account_exists',
  'reset_password',
  'confirm_email_change',
  'email_changed',
];
const site = { name: 'Афиша', phone: '+7 (495) 000-00-00' };

describe('renderAccountMail', () => {
  it.each(
    LOCALES.flatMap((locale) => KINDS.map((kind) => [locale, kind] as const)),
  )('%s %s: every placeholder filled, the link in both parts', (locale, kind) => {
    const mail = renderAccountMail({
      kind,
      locale,
      recipientName: 'Anna',
      site,
      link: 'https://afisha.example/x?token=t&y=1',
      secondaryLink: 'https://afisha.example/reset-password',
      hours: 48,
      minutes: 60,
    });
    for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toMatch(/\{\w+\}/);
    expect(mail.subject).toContain('Афиша');
    expect(mail.text).toContain('https://afisha.example/x?token=t&y=1');
    expect(mail.html).toContain('href="https://afisha.example/x?token=t&amp;y=1"');
    expect(mail.text).toContain('+7 (495) 000-00-00');
    if (kind === 'account_exists') expect(mail.text).toContain('https://afisha.example/reset-password');
  });

  it.each(
    KINDS,
  )('ru %s: the site’s name is never put straight after a preposition (it cannot be declined: "на Афиша")', (kind) => {
    const mail = renderAccountMail({
      kind,
      locale: 'ru',
      recipientName: 'Анна',
      site,
      link: 'https://a.example/',
      secondaryLink: 'https://a.example/reset-password',
      hours: 48,
      minutes: 60,
    });
    for (const part of [mail.subject, mail.text]) {
      expect(part).not.toMatch(/(?:^|\s)(?:на|в|о|для|с|у)\s+«?Афиша/u);
      expect(part).toMatch(/сайте? «Афиша»/u);
    }
  });

  it('greets without a name when there is none, and keeps a name on one line', () => {
    const base = { kind: 'reset_password' as const, locale: 'en' as const, site, link: 'https://a.example/' };
    expect(renderAccountMail({ ...base, recipientName: '' }).text.split('\n')[0]).toBe('Hello,');
    expect(
      renderAccountMail({ ...base, recipientName: 'Ann\r\nBcc: x@evil.example' }).text.split('\n')[0],
    ).toBe('Hello Ann Bcc: x@evil.example,');
  });

  it('leaves the phone line out when the site has no phone', () => {
    const mail = renderAccountMail({
      kind: 'confirm_registration',
      locale: 'ru',
      recipientName: 'Анна',
      site: { name: 'Афиша', phone: null },
      link: 'https://a.example/',
      hours: 48,
    });
    expect(mail.text).not.toContain('Телефон');
  });
});
