'use client';
// Whether the signed-in visitor has reviewed this performance already (GET /reviews/mine), so the page shows "you
// reviewed this" instead of the form on later visits; undefined until known, or while nobody is signed in. A failed
// read counts as "not yet": the form shows, and the API still refuses a second review (review-form.tsx says so).
import { useLocale } from 'next-intl';
import { browserApi } from '@/lib/browser-api';
import { ACCOUNT_READ_PREFIX } from '@/lib/use-account-me';
import { useApiRead } from '@/lib/use-api-read';
import { myReviewGuard } from '../my-review-guard';

export function useHasReviewed(performance: number, signedIn: boolean): boolean | undefined {
  const locale = useLocale();
  // Under the account prefix: signing in or out asks again (refreshAccount).
  return useApiRead(signedIn ? `${ACCOUNT_READ_PREFIX}reviews/mine/${performance}` : null, async () => {
    const result = await browserApi().get('/reviews/mine', myReviewGuard, {
      locale,
      query: { performance: String(performance) },
    });
    return result.ok && result.data.review !== null;
  });
}
