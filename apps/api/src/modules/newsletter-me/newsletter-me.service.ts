// Owns a customer's own newsletter switch: whether their account's address gets the announcements,
// and turning it on (subscribing that address, bound to the account, in their language) or off.
// The address is always the account's: a customer cannot subscribe or unsubscribe anyone else's.
import type { TLocale, TNewsletterMe } from '@afisha/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { FormsRepository } from '../forms/forms.repository.ts';
import type { NewsletterAccount, NewsletterMeRepository } from './newsletter-me.repository.ts';

export type NewsletterMeService = {
  get(userId: number): Promise<TNewsletterMe>;
  set(userId: number, subscribed: boolean, locale: TLocale): Promise<TNewsletterMe>;
};

export function createNewsletterMeService(deps: {
  accounts: NewsletterMeRepository;
  subscriptions: FormsRepository;
  clock: Clock;
}): NewsletterMeService {
  const { accounts, subscriptions, clock } = deps;

  async function account(userId: number): Promise<NewsletterAccount> {
    const found = await accounts.findAccount(userId);
    // A session whose account was removed meanwhile: the same answer as signed out.
    if (!found) throw new AppError('not_authenticated', 401);
    return found;
  }

  return {
    async get(userId) {
      const { email } = await account(userId);
      return { subscribed: await subscriptions.isSubscribed(email), email };
    },
    async set(userId, subscribed, locale) {
      const found = await account(userId);
      // Stored lower-cased, like the anonymous form stores what it is sent.
      const email = found.email.trim().toLowerCase();
      const name = `${found.firstName} ${found.lastName}`.trim();
      await subscriptions.setSubscribed({ email, name, userId, locale }, subscribed, clock.now());
      return { subscribed, email: found.email };
    },
  };
}
