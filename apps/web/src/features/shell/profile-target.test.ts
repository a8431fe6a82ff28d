import { describe, expect, it } from 'vitest';
import { profileTarget } from './profile-target';

describe('profileTarget', () => {
  it('sends an anonymous visitor to sign in, whatever the notifications say', () => {
    expect(profileTarget(false, false)).toEqual({ state: 'anonymous', href: '/sign-in' });
    expect(profileTarget(false, true)).toEqual({ state: 'anonymous', href: '/sign-in' });
  });

  it('sends a signed-in visitor to unread notifications, else to favourites', () => {
    expect(profileTarget(true, true)).toEqual({ state: 'unread', href: '/account/notifications' });
    expect(profileTarget(true, false)).toEqual({ state: 'signed-in', href: '/account/favorites' });
  });
});
