'use client';
// What the header's profile icon needs to know (see profile-target.ts): GET /account/me, then, when signed in,
// GET /notifications?is_viewed=false. A failed /account/me counts as anonymous, a failed /notifications as nothing
// unread.
import { useLocale } from 'next-intl';
import { idPageGuard } from '@/lib/api-guards';
import { browserApi } from '@/lib/browser-api';
import { useAccountMe } from '@/lib/use-account-me';
import { useApiRead } from '@/lib/use-api-read';
import { type ProfileTarget, profileTarget } from '../profile-target';

export function useProfileTarget(): ProfileTarget {
  const locale = useLocale();
  const signedIn = useAccountMe().success;
  const unread = useApiRead(signedIn ? 'notifications/unread' : null, async () => {
    const result = await browserApi().get('/notifications', idPageGuard, {
      locale,
      query: { is_viewed: 'false', query: '{id}', limit: '1' },
    });
    return result.ok && result.data.count > 0;
  });
  return profileTarget(signedIn, unread === true);
}
