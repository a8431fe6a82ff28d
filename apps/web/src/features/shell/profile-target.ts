// Where the header's profile icon leads (SPEC.md sections 2 and 6): anonymous → /sign-in with a lock badge; signed in
// with unread notifications → /account/notifications with a badge; signed in otherwise → /account/favorites.
export type ProfileTarget =
  | { state: 'anonymous'; href: '/sign-in' }
  | { state: 'unread'; href: '/account/notifications' }
  | { state: 'signed-in'; href: '/account/favorites' };

export function profileTarget(signedIn: boolean, hasUnread: boolean): ProfileTarget {
  if (!signedIn) return { state: 'anonymous', href: '/sign-in' };
  return hasUnread
    ? { state: 'unread', href: '/account/notifications' }
    : { state: 'signed-in', href: '/account/favorites' };
}
