// [ACCOUNTS] Account mails: without SMTP every mail is an .eml file in the outbox folder whose path is logged;
// with SMTP they reach the server. Each is in the recipient's language (ru, en, fr, de), HTML with a plain-text
// part, signed with the site's name and phone from the site settings, and links to the site's pages with the
// locale prefix. A customer's name cannot inject HTML.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Writable } from 'node:stream';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSite, createSiteSettings } from '../factories/sites.factory.ts';
import {
  type AccountsTestApp,
  createAccountsTestApp,
  GOOD_PASSWORD,
  SITE_URL,
  send,
  signIn,
  signUpAndConfirm,
} from '../helpers/accounts.ts';
import { startSession } from '../helpers/session.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { linkIn } from '../helpers/test-smtp.ts';

async function register(app: TestApp['app'], email: string, locale: string, name = 'Анна') {
  const session = await startSession(app);
  const answer = await send(
    app,
    '/account/registration',
    { email, password: GOOD_PASSWORD, name },
    { session, locale },
  );
  expect(answer.status).toBe(201);
}

describe('without SMTP: the outbox folder', () => {
  let t: TestApp;
  const logLines: string[] = [];
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    });
    t = await createTestApp({ logger: { level: 'info', stream } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('writes each mail as an .eml file and logs its path', async () => {
    expect(t.config.mail.smtp).toBeNull();
    const outbox = t.config.mail.outboxDir;
    expect(outbox).toBe(path.join(t.config.dataDir, 'outbox'));
    await register(t.app, 'outbox@example.com', 'de');

    let files: string[] = [];
    for (let i = 0; i < 100 && files.length === 0; i += 1) {
      files = (await readdir(outbox).catch(() => [])).filter((file) => file.endsWith('.eml'));
      if (files.length === 0) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(files).toHaveLength(1);
    const file = path.join(outbox, files[0]!);
    const mail = await simpleParser(await readFile(file));
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe('outbox@example.com');
    expect(mail.subject).toMatch(/^Bestätigen Sie Ihre E-Mail-Adresse bei /);
    expect(mail.text).toContain('/de/account/confirm?token=');
    expect(mail.html).toContain('Adresse bestätigen');

    const logged = logLines.map((line) => JSON.parse(line)).find((line) => line.outboxFile === file);
    expect(logged?.msg).toMatch(/outbox/);
    // The log never carries the link's secret.
    expect(logLines.join('\n')).not.toMatch(/token=/);
  });
});

describe('through SMTP', () => {
  let t: AccountsTestApp;
  beforeAll(async () => {
    t = await createAccountsTestApp();
    const site = await createSite(t.database.db, {
      domain: 'afisha.test',
      name: { ru: 'Афиша Тест', en: 'Afisha Test', fr: 'Afisha Test FR', de: 'Afisha Test DE' },
      isDefault: true,
    });
    await createSiteSettings(t.database.db, site.id, { phone: '+7 (495) 123-45-67' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each([
    [
      'ru',
      'Афиша Тест',
      'Подтвердите адрес электронной почты на сайте «Афиша Тест»',
      '/account/confirm',
      'Телефон: +7 (495) 123-45-67',
    ],
    [
      'en',
      'Afisha Test',
      'Confirm your email address at Afisha Test',
      '/en/account/confirm',
      'Phone: +7 (495) 123-45-67',
    ],
    [
      'fr',
      'Afisha Test FR',
      'Confirmez votre adresse e-mail sur Afisha Test FR',
      '/fr/account/confirm',
      'Téléphone : +7 (495) 123-45-67',
    ],
    [
      'de',
      'Afisha Test DE',
      'Bestätigen Sie Ihre E-Mail-Adresse bei Afisha Test DE',
      '/de/account/confirm',
      'Telefon: +7 (495) 123-45-67',
    ],
  ])('sends the sign-up mail in %s, with the site name and phone, HTML and plain text', async (locale, siteName, subject, page, phone) => {
    const email = `lang-${locale}@example.com`;
    await register(t.app, email, locale);
    const mail = await t.smtp.nextMailTo(email);
    expect(mail.subject).toBe(subject);
    expect(mail.parsed.from?.value).toEqual([{ name: siteName, address: 'no-reply@localhost' }]);
    expect(mail.text).toContain(phone);
    expect(mail.html).toContain(phone);
    expect(mail.html).toMatch(/^<!doctype html>/);
    expect(mail.html).toContain(`lang="${locale}"`);
    const link = linkIn(mail, SITE_URL);
    expect(link.pathname).toBe(page);
    expect(link.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('escapes a hostile name in the HTML part (a reset to the confirmed owner greets them by name)', async () => {
    const hostile = '<img src=x onerror=alert(1)>';
    await signUpAndConfirm(t, { email: 'hostile@example.com', name: hostile, locale: 'en' });
    const session = await startSession(t.app);
    await send(t.app, '/account/reset-password', { email: 'hostile@example.com' }, { session, locale: 'en' });
    const mail = await t.smtp.nextMailTo('hostile@example.com');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.text).toContain(`Hello ${hostile},`);
  });

  // Issue 18 item 11: a stranger signs up any address with a "name" that is an advert; the site must not mail it.
  const ADVERT = 'Your prize awaits at http://evil.example';
  const carriesNoAdvert = (mail: { subject: string; text: string; html: string }) => {
    for (const part of [mail.subject, mail.text, mail.html]) {
      expect(part).not.toContain('evil.example');
      expect(part).not.toContain('prize');
    }
  };

  it('puts no name into the sign-up mail: the address is not proven, the name is whoever typed it', async () => {
    await register(t.app, 'spammed@example.com', 'en', ADVERT);
    const mail = await t.smtp.nextMailTo('spammed@example.com');
    carriesNoAdvert(mail);
    expect(mail.text).toMatch(/^Hello,\n/);
    // Nor does a reset link sent to that unconfirmed account.
    const session = await startSession(t.app);
    await send(t.app, '/account/reset-password', { email: 'spammed@example.com' }, { session, locale: 'en' });
    carriesNoAdvert(await t.smtp.nextMailTo('spammed@example.com'));
  });

  it("puts no name into an e-mail change link (the account's name is its holder's text, the address unproven)", async () => {
    await signUpAndConfirm(t, { email: 'changer@example.com', name: ADVERT });
    const session = await signIn(t.app, { email: 'changer@example.com' });
    const put = await send(
      t.app,
      '/account/me',
      { email: 'someone.else@example.com' },
      { method: 'PUT', session, locale: 'en' },
    );
    expect(put.status).toBe(200);
    carriesNoAdvert(await t.smtp.nextMailTo('someone.else@example.com'));
  });
});
