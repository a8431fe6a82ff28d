// Owns setting up the mail for the whole app (part of the modules' shared context, as every module may send):
// the site's links, the sender (SMTP or the local outbox folder) and the mail service, closed with the app. Their
// types join the shared context from here (SharedServices), so module.ts need not import the mail.
import type { Db } from '@afisha/db';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import { createSiteRepository } from '../site/site.repository.ts';
import { createMailService, type MailService } from './mail.service.ts';
import { createMailer } from './mailer.ts';
import { createSiteLinks, type SiteLinks } from './site-links.ts';

declare module '../module.ts' {
  interface SharedServices {
    /** Account and ticketing mails, sent in the background (mail.service.ts). */
    mail: MailService;
    /** The addresses of the site's pages that mails and answers link to (site-links.ts). */
    siteLinks: SiteLinks;
  }
}

export function setUpMail(app: FastifyInstance, config: Config, db: Db) {
  const siteLinks = createSiteLinks(config.publicSiteUrl);
  const mailer = createMailer(config.mail, app.log);
  const mail = createMailService({
    mailer,
    links: siteLinks,
    // The site's name and contacts in each mail.
    site: createSiteRepository(db),
    siteUrl: config.publicSiteUrl,
    lifetimes: config.accounts,
    log: app.log,
  });
  // Mails still on their way are finished before the process lets go of the database.
  app.addHook('onClose', async () => {
    await mail.idle();
    mailer.close();
  });
  return { mail, siteLinks };
}
