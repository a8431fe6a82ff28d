'use client';
// What the header's profile icon needs to know (see profile-target.ts): GET /account/me, then, when signed in,
// GET /notifications?is_viewed=false. A failed /account/me counts as anonymous and a failed /notifications as nothing unread.
import { ZNotificationIdPage } from '@afisha/contracts';
import { useQuery } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { browserApi } from '@/lib/browser-api';
import { useAccountMe } from '@/lib/use-account-me';
import { type ProfileTarget, profileTarget } from '../profile-target';

export function useProfileTarget(): ProfileTarget {
  const locale = useLocale();
  const signedIn = useAccountMe().success;
  const unread = useQuery({
    queryKey: ['notifications', 'unread', locale],
    enabled: signedIn,
    queryFn: async () => {
      const result = await browserApi().get('/notifications', ZNotificationIdPage, {
        locale,
        query: { is_viewed: 'false', query: '{id}', limit: '1' },
      });
      return result.ok && result.data.count > 0;
    },
  });
  return profileTarget(signedIn, unread.data === true);
}
