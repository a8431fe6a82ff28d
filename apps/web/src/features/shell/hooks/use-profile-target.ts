'use client';
// What the header's profile icon needs to know (see profile-target.ts): GET /account/me, then, when signed in,
// GET /notifications?is_viewed=false. A failed /account/me counts as anonymous, a failed /notifications as nothing
// unread. Both are asked again by refreshAccount() (lib/use-account-me.ts).
import { useLocale } from 'next-intl';
import { idPageGuard } from '@/lib/api-guards';
import { browserApi } from '@/lib/browser-api';
import { ACCOUNT_READ_PREFIX, useAccountMe } from '@/lib/use-account-me';
import { useApiRead } from '@/lib/use-api-read';
import { type ProfileTarget, profileTarget } from '../profile-target';

// Under the account prefix: signing in or out, or reading notifications, asks it again (refreshAccount).
const UNREAD_READ = `${ACCOUNT_READ_PREFIX}notifications/unread`;

export function useProfileTarget(): ProfileTarget {
  const locale = useLocale();
  const signedIn = useAccountMe().success;
  const unread = useApiRead(signedIn ? UNREAD_READ : null, async () => {
    const result = await browserApi().get('/notifications', idPageGuard, {
      locale,
      query: { is_viewed: 'false', query: '{id}', limit: '1' },
    });
    return result.ok && result.data.count > 0;
  });
  return profileTarget(signedIn, unread === true);
}
