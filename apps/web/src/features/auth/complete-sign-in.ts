// What follows a successful sign-in, in order: the header's per-user reads are asked again (the profile icon changes
// at once), the `profile_login` goal fires (SPEC.md section 1), and the visitor goes back to where they came from
// (`?next=` of the sign-in address, checked by lib/return-path.ts), else to their favourites, replacing the sign-in
// page in the history (Back does not show a form they no longer need). Dependencies come in, so a test can watch.
import type { AnalyticsGoal } from '@/lib/analytics';
import { RETURN_PARAM, returnPathAfterSignIn } from '@/lib/return-path';

export type SignInEffects = {
  refreshAccount(): void;
  reachGoal(goal: AnalyticsGoal): void;
  replace(path: string): void;
};

/** `search`: the sign-in page's query string (`window.location.search`). */
export function completeSignIn(effects: SignInEffects, search: string): string {
  effects.refreshAccount();
  effects.reachGoal('profile_login');
  const target = returnPathAfterSignIn(new URLSearchParams(search).get(RETURN_PARAM));
  effects.replace(target);
  return target;
}
