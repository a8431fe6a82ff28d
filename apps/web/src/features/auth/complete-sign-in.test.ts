import { describe, expect, it } from 'vitest';
import { completeSignIn, type SignInEffects } from './complete-sign-in';

function recorder() {
  const calls: string[] = [];
  const effects: SignInEffects = {
    refreshAccount: () => calls.push('refresh'),
    reachGoal: (goal) => calls.push(`goal:${goal}`),
    replace: (path) => calls.push(`go:${path}`),
  };
  return { calls, effects };
}

describe('completeSignIn', () => {
  it('refreshes the account reads, fires profile_login, then goes back where the visitor came from', () => {
    const { calls, effects } = recorder();
    completeSignIn(effects, '?next=%2Fperfomances%2Fhamlet%3Fdate%3D2026-05-01');
    expect(calls).toEqual(['refresh', 'goal:profile_login', 'go:/perfomances/hamlet?date=2026-05-01']);
  });

  it('goes to the favourites without a return path, or with one that leads off the site', () => {
    for (const search of [
      '',
      '?next=',
      '?next=%2F%2Fevil.example',
      '?next=https%3A%2F%2Fevil.example',
      '?next=/sign-in',
    ]) {
      const { calls, effects } = recorder();
      completeSignIn(effects, search);
      expect(calls.at(-1), search).toBe('go:/account/favorites');
    }
  });
});
