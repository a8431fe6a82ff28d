// Owns storing what visitors send through the site's forms: newsletter subscriptions (one per
// address, whatever its case; the anonymous form and a customer's own switch, /newsletter/me,
// share them), callback and question requests, and site feedback.
import { callbackRequests, type Db, type Locale, newsletterSubscriptions, siteFeedback } from '@afisha/db';
import { sql } from '@afisha/db/orm';

type Origin = { userId: number | null; locale: Locale };

export type FormsRepository = {
  /**
   * Adds the address, or re-activates it when it had unsubscribed (taking the new name and city).
   * An address already subscribed is left as it is.
   */
  subscribe(values: Origin & { email: string; name: string; cityId: number }): Promise<void>;
  /** Whether the address (any case) is subscribed now: a row that has not unsubscribed. */
  isSubscribed(email: string): Promise<boolean>;
  /**
   * A customer's own switch. On: adds the address (no city) or re-activates it, binding it to the
   * account; an active subscription keeps its name and city. Off: marks it unsubscribed at `now`.
   */
  setSubscribed(
    values: Origin & { email: string; name: string; userId: number },
    subscribed: boolean,
    now: Date,
  ): Promise<void>;
  addCallbackRequest(
    values: Origin & { email: string; question: string; topic: string | null; type: 'CALLBACK' | 'QUESTION' },
  ): Promise<void>;
  addSiteFeedback(values: Origin & { rating: number; text: string; page: string }): Promise<void>;
};

export function createFormsRepository(db: Db): FormsRepository {
  const s = newsletterSubscriptions;
  return {
    async subscribe({ email, name, cityId, userId, locale }) {
      // ON CONFLICT on the lower(email) unique index: a race of two identical requests still
      // leaves one row, and neither fails.
      await db.execute(sql`
        insert into ${s} (email, name, city_id, user_id, locale)
        values (${email}, ${name}, ${cityId}, ${userId}, ${locale})
        on conflict (lower(email)) do update
          set name = excluded.name, city_id = excluded.city_id, locale = excluded.locale,
              user_id = coalesce(excluded.user_id, ${s.userId}), unsubscribed_at = null
          where ${s.unsubscribedAt} is not null`);
    },
    async isSubscribed(email) {
      const { rows } = await db.execute<{ subscribed: boolean }>(sql`
        select ${s.unsubscribedAt} is null as subscribed from ${s} where lower(email) = lower(${email})`);
      return rows[0]?.subscribed ?? false;
    },
    async setSubscribed({ email, name, userId, locale }, subscribed, now) {
      if (!subscribed) {
        await db.execute(sql`
          update ${s} set unsubscribed_at = ${now.toISOString()}::timestamptz
          where lower(email) = lower(${email}) and ${s.unsubscribedAt} is null`);
        return;
      }
      await db.execute(sql`
        insert into ${s} (email, name, city_id, user_id, locale)
        values (${email}, ${name}, null, ${userId}, ${locale})
        on conflict (lower(email)) do update
          set user_id = excluded.user_id, unsubscribed_at = null,
              locale = case when ${s.unsubscribedAt} is null then ${s.locale} else excluded.locale end`);
    },
    async addCallbackRequest(values) {
      await db.insert(callbackRequests).values(values);
    },
    async addSiteFeedback(values) {
      await db.insert(siteFeedback).values(values);
    },
  };
}
