// Owns sending the account mails (sign-up confirmation, "you already have an account", password reset, e-mail
// change, and the notice to the old address once a change is confirmed): picks the links, reads the site's name and phone from the site settings, renders the mail in the
// recipient's language and hands it to the mailer. Sending happens in the background: the answer to the request
// does not wait for the SMTP server, so its timing says nothing about whether an address has an account, and a
// slow server does not slow sign-up. Failures are logged (never the link: it holds a secret). idle() waits for
// what is in flight (tests, shutdown).
import type { TLocale } from '@afisha/contracts';
import { pickLocale } from '@afisha/db';
import type { FastifyBaseLogger } from 'fastify';
import type { SiteRepository } from '../site/site.repository.ts';
import { normalizeDomain } from '../site/site.service.ts';
import { renderAccountMail, type SiteIdentity } from './mail-render.ts';
import type { Mailer, OutgoingMail } from './mailer.ts';
import { type OrderMailContent, renderOrderMail } from './order-mail.ts';
import type { SiteLinks } from './site-links.ts';

type Recipient = { to: string; locale: TLocale };

/**
 * The mails to an address nobody has proven yet (the sign-up and e-mail change links) carry no name: the name
 * is whatever the stranger who typed the address chose, and the site must not carry a stranger's text to any
 * address on request. The others greet the account's own name (a reset greets it only once the address is
 * confirmed: the service passes '' otherwise).
 */
export type AccountMail = Recipient &
  (
    | { kind: 'confirm_registration' | 'confirm_email_change'; token: string }
    | { kind: 'reset_password'; token: string; recipientName: string }
    | { kind: 'account_exists' | 'email_changed'; recipientName: string }
  );

export type OrderMail = {
  to: string;
  content: OrderMailContent;
  attachments?: OutgoingMail['attachments'];
};

export type MailService = {
  /** Queues the mail and returns at once. */
  sendAccountMail(mail: AccountMail): void;
  /** Queues a ticketing mail (tickets with their PDF, a late payment refunded) and returns at once. */
  sendOrderMail(mail: OrderMail): void;
  /** Sends a ticketing mail now; rejects when the mail server did not take it (the order-mail outbox retries). */
  deliverOrderMail(mail: OrderMail): Promise<void>;
  /** Resolves once every mail queued so far has been sent or has failed. */
  idle(): Promise<void>;
  /** The site's name in a language, as the mails are signed (the tickets PDF prints it too). */
  siteName(locale: TLocale): Promise<string>;
};

export type MailServiceDeps = {
  mailer: Mailer;
  links: SiteLinks;
  site: SiteRepository;
  siteUrl: string;
  lifetimes: { confirmLinkTtlMs: number; resetLinkTtlMs: number };
  log: FastifyBaseLogger;
};

export function createMailService(deps: MailServiceDeps): MailService {
  const { mailer, links, site, siteUrl, lifetimes, log } = deps;
  const inFlight = new Set<Promise<void>>();
  const siteHost = new URL(siteUrl).host;

  async function identity(locale: TLocale): Promise<SiteIdentity> {
    const row = await site.findForDomain(normalizeDomain(siteHost));
    if (!row) return { name: siteHost, phone: null };
    const settings = await site.findSettings(row.id);
    return { name: pickLocale(row.name, locale), phone: settings?.phone ?? null };
  }

  function linksOf(mail: AccountMail): { link: string; secondaryLink?: string } {
    switch (mail.kind) {
      case 'confirm_registration':
        return { link: links.confirmRegistration(mail.locale, mail.token) };
      case 'reset_password':
        return { link: links.resetPassword(mail.locale, mail.token) };
      case 'confirm_email_change':
        return { link: links.confirmEmail(mail.locale, mail.token) };
      case 'account_exists':
        return { link: links.signIn(mail.locale), secondaryLink: links.requestReset(mail.locale) };
      case 'email_changed':
        return { link: links.signIn(mail.locale) };
    }
  }

  async function deliver(mail: AccountMail): Promise<void> {
    const siteIdentity = await identity(mail.locale);
    const rendered = renderAccountMail({
      kind: mail.kind,
      locale: mail.locale,
      recipientName: 'recipientName' in mail ? mail.recipientName : '',
      site: siteIdentity,
      ...linksOf(mail),
      hours: Math.round(lifetimes.confirmLinkTtlMs / 3_600_000),
      minutes: Math.round(lifetimes.resetLinkTtlMs / 60_000),
    });
    const sent = await mailer.send({ to: mail.to, ...rendered, fromName: siteIdentity.name });
    log.info({ mail: mail.kind, messageId: sent.messageId }, 'account mail sent');
  }

  async function deliverOrderMail(mail: OrderMail): Promise<void> {
    const siteIdentity = await identity(mail.content.locale);
    const rendered = renderOrderMail(mail.content);
    const sent = await mailer.send({
      to: mail.to,
      ...rendered,
      fromName: siteIdentity.name,
      attachments: mail.attachments,
    });
    log.info({ mail: mail.content.kind, messageId: sent.messageId }, 'order mail sent');
  }

  function track(pending: Promise<void>) {
    const tracked = pending.finally(() => inFlight.delete(tracked));
    inFlight.add(tracked);
  }

  return {
    sendOrderMail(mail) {
      track(
        deliverOrderMail(mail).catch((error: unknown) =>
          log.error({ err: error, mail: mail.content.kind }, 'order mail could not be sent'),
        ),
      );
    },
    deliverOrderMail,
    siteName: async (locale) => (await identity(locale)).name,
    sendAccountMail(mail) {
      const pending = deliver(mail)
        .catch((error: unknown) =>
          log.error({ err: error, mail: mail.kind }, 'account mail could not be sent'),
        )
        .finally(() => inFlight.delete(pending));
      inFlight.add(pending);
    },
    async idle() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
}
