// Owns the copy of a draft kept in this browser until the server has it: written after every step, removed
// when a save succeeds, read when the designer opens. It is restored only onto the version it was made from;
// a copy older than the server's draft (someone saved since) is dropped rather than laid over their work.
import type { PlanDocument } from '../model/plan-types.ts';

const storageKey = (planId: number) => `afisha:designer:${planId}`;

type Kept = { version: number; plan: PlanDocument };

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined; // storage disabled: the server's copy is all there is
  }
}

export function keepLocalDraft(planId: number, version: number, plan: PlanDocument) {
  try {
    storage()?.setItem(storageKey(planId), JSON.stringify({ version, plan } satisfies Kept));
  } catch {
    // full or refused: the autosave still runs
  }
}

export function clearLocalDraft(planId: number) {
  storage()?.removeItem(storageKey(planId));
}

/** The copy made from `version`, if there is one; any other copy is removed. */
export function takeLocalDraft(planId: number, version: number): PlanDocument | undefined {
  const raw = storage()?.getItem(storageKey(planId));
  if (!raw) return undefined;
  try {
    const kept = JSON.parse(raw) as Kept;
    if (kept.version === version && kept.plan && Array.isArray(kept.plan.sections)) return kept.plan;
  } catch {
    // unreadable: dropped below
  }
  clearLocalDraft(planId);
  return undefined;
}
