import { isPlanBehind, planFingerprint, planVersion } from '@afisha/contracts';
import { describe, expect, it } from 'vitest';
import { MAX_ATTEMPTS, planFollowUp } from './plan-follow-up';

const old = planVersion(1_000, 'aaa');
const sameOldElsewhere = planVersion(1_500, 'aaa');
const changed = planVersion(2_000, 'bbb');

describe('plan versions', () => {
  it('carry the read moment and the fingerprint (the ETag)', () => {
    expect(old).toBe(`${(1000).toString(36)}.aaa`);
    expect(planFingerprint(changed)).toBe('bbb');
    expect(planFingerprint('legacy')).toBe('legacy');
  });

  it('are behind only when older than the announced one', () => {
    expect(isPlanBehind(old, changed)).toBe(true);
    // A process still holding the old plan announces it: the client keeps its newer one.
    expect(isPlanBehind(changed, old)).toBe(false);
    // The same plan read by another process at another moment is the same plan.
    expect(isPlanBehind(old, sameOldElsewhere)).toBe(false);
    expect(isPlanBehind(sameOldElsewhere, old)).toBe(false);
    expect(isPlanBehind(changed, changed)).toBe(false);
    // Two plans read in the same millisecond cannot be ordered: ask again.
    expect(isPlanBehind(planVersion(5, 'x'), planVersion(5, 'y'))).toBe(true);
    // Versions of the old form are compared as before: different means fetch.
    expect(isPlanBehind('abc', 'abd')).toBe(true);
    expect(isPlanBehind('abc', 'abc')).toBe(false);
  });
});

describe('following the announced plan', () => {
  it('fetches again while the plan that came back is older than announced, pausing longer each time', () => {
    // The status (from a process that has the new plan) announces it; the re-fetch reached one with the old plan.
    expect(planFollowUp(old, changed, 0)).toEqual({ fetch: true, afterMs: 0 });
    expect(planFollowUp(old, changed, 1)).toEqual({ fetch: true, afterMs: 250 });
    expect(planFollowUp(old, changed, 3)).toEqual({ fetch: true, afterMs: 1_000 });
    expect(planFollowUp(old, changed, MAX_ATTEMPTS - 1)).toEqual({ fetch: true, afterMs: 2_000 });
    // Then it stops asking for this announcement, the plan still behind.
    expect(planFollowUp(old, changed, MAX_ATTEMPTS)).toEqual({ fetch: false, upToDate: false });
  });

  it('stops once the plan is at least the announced version, and never goes back', () => {
    const upToDate = { fetch: false, upToDate: true };
    expect(planFollowUp(changed, changed, 2)).toEqual(upToDate);
    expect(planFollowUp(changed, old, 0)).toEqual(upToDate);
    expect(planFollowUp(sameOldElsewhere, old, 0)).toEqual(upToDate);
    expect(planFollowUp(undefined, changed, 0)).toEqual(upToDate);
    expect(planFollowUp(old, undefined, 0)).toEqual(upToDate);
  });
});
