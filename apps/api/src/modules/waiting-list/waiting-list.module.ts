// Owns the waiting lists' wiring: offers made when seats come back (held through the cart), their mails through
// their own outbox. Exports offerSeatsBack, the hold sweeper's last step.
import { createOutboxRepository } from '../../lib/outbox.repository.ts';
import { createOutbox } from '../../lib/outbox.ts';
import { defineModule } from '../module.ts';
import { ticketDate } from '../tickets/ticket-pdf.ts';
import { createWaitingListRepository, type OfferMail } from './waiting-list.repository.ts';
import { waitingListRoutes } from './waiting-list.routes.ts';
import { createWaitingListService } from './waiting-list.service.ts';

declare module '../module.ts' {
  interface ModuleExports {
    'waiting-list': { offerSeatsBack(): Promise<number> };
  }
}

export const waitingListModule = defineModule({
  name: 'waiting-list',
  build({ app, config, db, clock, changes, mail, log, runWhileUp, use }) {
    const repository = createWaitingListRepository(db);
    const waitingList = createWaitingListService({
      repository,
      clock,
      offerMs: config.cart.waitingListOfferMs,
      changes,
      keySecret: config.sessionSecret,
      siteUrl: config.publicSiteUrl,
      hold: async (owner, eventId, seats, locale, entryId) => {
        await use('cart').service.add(owner, { event: eventId, places: seats }, locale, {
          forEntry: entryId,
        });
      },
      describe: async (eventId, locale) => {
        const session = await repository.describe(eventId, locale);
        return session
          ? {
              title: session.title,
              when: ticketDate(session.startsAt, session.timezone, locale),
              timezone: session.timezone,
            }
          : null;
      },
    });
    const mails = createOutbox({
      name: 'waiting list mail',
      repository: createOutboxRepository(db, 'waiting_list_mails'),
      async deliver(item) {
        const offer = await waitingList.offerMail((JSON.parse(item.body) as OfferMail).entry);
        if (offer) await mail.deliverOrderMail(offer);
        return true;
      },
      clock,
      log,
    });
    runWhileUp(app, mails);
    /** The sweeper's last step: seats that came back go to the waiting lists, whose mails leave at once. */
    async function offerSeatsBack(): Promise<number> {
      const made = await waitingList.makeOffers();
      if (made > 0) {
        mails.flush().catch((error: unknown) => log.error({ err: error }, 'waiting list mails'));
      }
      return made;
    }
    return { exports: { offerSeatsBack }, routes: (api) => api.register(waitingListRoutes, { waitingList }) };
  },
});
