// The fixture of the per-customer performance lists (favourites, viewing history): a test app on the given
// clock, one venue with four performances (hamlet with a session on 2030-02-01, seagull, dowry, and an
// unpublished "hidden"), two signed-in customers (anna and boris) with a requester each, and an anonymous
// visitor. Built before the file's tests and closed after them; the fields are filled in by then.
import type { Localized } from '@afisha/db';
import { afterAll, beforeAll } from 'vitest';
import type { Clock } from '../../src/lib/clock.ts';
import {
  createPerformance,
  createSession,
  createVenue,
  type VenueRef,
} from '../factories/catalogue.factory.ts';
import { type Requester, requester } from './customer-requests.ts';
import { startSession } from './session.ts';
import { type SignedInCustomer, signInCustomer } from './signed-in.ts';
import { createTestApp, type TestApp } from './test-app.ts';

export type ShowsAndCustomers = {
  t: TestApp;
  venue: VenueRef;
  anna: SignedInCustomer;
  boris: SignedInCustomer;
  asAnna: Requester;
  asBoris: Requester;
  anonymous: Requester;
  /** Performance ids. */
  show: { hamlet: number; seagull: number; dowry: number; hidden: number };
};

export function useShowsAndCustomers(
  clock: Clock,
  options: { venueName?: Localized; hamletMinPrice?: number } = {},
): ShowsAndCustomers {
  const context = { show: { hamlet: 0, seagull: 0, dowry: 0, hidden: 0 } } as ShowsAndCustomers;
  beforeAll(async () => {
    const t = await createTestApp({ clock });
    context.t = t;
    const { db } = t.database;
    const venue = await createVenue(db, options.venueName ? { name: options.venueName } : {});
    const hamlet = await createPerformance(db, venue, {
      slug: 'hamlet',
      title: { ru: 'Гамлет', en: 'Hamlet' },
    });
    await createSession(db, venue, hamlet, {
      startsAt: new Date('2030-02-01T16:00:00Z'),
      minPrice: options.hamletMinPrice,
    });
    const seagull = await createPerformance(db, venue, { slug: 'seagull', title: { ru: 'Чайка' } });
    const dowry = await createPerformance(db, venue, { slug: 'dowry', title: { ru: 'Бесприданница' } });
    const hidden = await createPerformance(db, venue, { slug: 'hidden', isPublished: false });
    Object.assign(context.show, {
      hamlet: hamlet.id,
      seagull: seagull.id,
      dowry: dowry.id,
      hidden: hidden.id,
    });

    const anna = await signInCustomer(t.app, db);
    const boris = await signInCustomer(t.app, db);
    Object.assign(context, {
      venue,
      anna,
      boris,
      asAnna: requester(() => t.app, anna.session),
      asBoris: requester(() => t.app, boris.session),
      anonymous: requester(() => t.app, await startSession(t.app)),
    });
  });
  afterAll(async () => {
    await context.t?.close();
  });
  return context;
}
