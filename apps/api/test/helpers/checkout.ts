// Checkout in tests: a visitor who holds seats and buys them, the sandbox bank's pages driven as a
// browser would (form posts), signed notifications made by hand, and the mails of the file outbox.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { type ParsedMail, simpleParser } from 'mailparser';
import { afterAll, beforeAll, vi } from 'vitest';

import type { App } from '../../src/app.ts';
import type { Config } from '../../src/config.ts';
import type { Clock } from '../../src/lib/clock.ts';
import { signSandbox } from '../../src/modules/payments/sandbox/sandbox-signature.ts';
import { createHall, type Hall, type HallSpec } from '../factories/hall.factory.ts';
import type { Visitor } from './cart-client.ts';
import { createTestApp, type TestApp } from './test-app.ts';

export const BUYER = {
  email: 'buyer@example.com',
  phone: '+7 (999) 123-45-67',
  name: 'Анна Петрова',
  payment_method: 'card',
};

export type CheckoutTestApp = TestApp & { hall: Hall };

/**
 * The opening of a checkout test file: an app whose sandbox bank posts its notifications in process, on `clock`,
 * with one hall of `sections` (created before the file's tests, closed after them). The returned object is filled
 * in by `beforeAll`, so read its fields inside tests.
 */
export function useCheckoutTestApp(
  clock: Clock,
  sections: HallSpec['sections'],
  /** Changes to the test configuration (a real provider pointed at its fake), applied when the app is built. */
  config?: (config: Config) => Config,
): CheckoutTestApp {
  const context = {} as CheckoutTestApp;
  beforeAll(async () => {
    Object.assign(context, await createTestApp({ clock, config, testing: { sandboxInject: true } }));
    context.hall = await createHall(context.database.db, { sections });
  });
  afterAll(async () => {
    await context.close?.();
  });
  return context;
}

/** The sandbox payment id at the end of a payment URL. */
export const pidOf = (paymentUrl: string) => paymentUrl.split('/').at(-1) as string;

export async function bankPost(app: App, path: string, form: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url: `/api/v1/sandbox/${path}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
}

export async function buySeats(
  me: Visitor,
  eventId: number,
  places: number[],
  body: Record<string, unknown> = BUYER,
) {
  const added = await me.add({ event: eventId, places });
  if (added.status !== 200) throw new Error(`cart/add answered ${added.status}`);
  return me.post('/cart/buy', body);
}

export function signedCallback(
  app: App,
  secret: string,
  body: Record<string, unknown> | string,
  now: Date,
  signature?: string,
) {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  return app.inject({
    method: 'POST',
    url: '/api/v1/cart/callback/sandbox',
    headers: {
      'content-type': 'application/json',
      'x-sandbox-signature': signature ?? signSandbox(secret, raw, now),
    },
    payload: raw,
  });
}

/**
 * The parsed mails of the file outbox sent to `to`, once there are `count` of them (the sender works in the
 * background); none if they are not there within 20 s.
 */
export async function outboxMailsTo(
  outboxDir: string,
  to: string,
  count: number,
  /** Only mails whose subject starts so (a buyer gets the tickets mail before a later one). */
  subjectPrefix = '',
): Promise<ParsedMail[]> {
  const found = async () => {
    const files = (await readdir(outboxDir).catch(() => [])).filter((file) => file.endsWith('.eml'));
    const mails = await Promise.all(
      files.map(async (file) => simpleParser(await readFile(path.join(outboxDir, file)))),
    );
    const mine = mails.filter(
      (mail) =>
        (mail.to && 'text' in mail.to ? mail.to.text : '') === to &&
        (mail.subject ?? '').startsWith(subjectPrefix),
    );
    if (mine.length < count) throw new Error(`${mine.length} of ${count} mails to ${to}`);
    return mine;
  };
  // Each look parses the whole folder: every 100 ms is often enough.
  return vi.waitFor(found, { timeout: 20_000, interval: 100 }).catch(() => []);
}
