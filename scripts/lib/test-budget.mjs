// The rule of scripts/test-budget.json, apart from its command so a test can hold it to account: a tier may take its
// budget plus `marginPercent`; past that it fails with its slowest files named. A tier that ran and has no budget
// fails too (a new tier gets a budget when it lands), and a budgeted tier that did not run is only reported.
// Budgets are seconds on the reference machine (`budget.referenceSpeed`: the seconds its fixed workload took there,
// scripts/lib/machine-speed.mjs). On a machine that runs that workload slower, every budget grows by the same factor;
// on a faster one they stay as written, so a noisy reading can loosen a budget but never fail a run.

/**
 * @param {{ tiers: { name: string, seconds: number, slowest?: { file: string, seconds: number }[] }[] }} timings
 * @param {{ marginPercent: number, tiers: Record<string, number>, wholeRun?: number, referenceSpeed?: { seconds: number } }} budget
 * @param {number} [total] the whole CI run's seconds, checked against `budget.wholeRun`
 * @param {number} [speed] this machine's seconds for the fixed workload, against `budget.referenceSpeed`
 * @returns {{ lines: string[], failed: boolean }}
 */
export function overBudget(timings, budget, total, speed) {
  const factor = speedFactor(budget, speed);
  const allowance = (seconds) => seconds * factor * (1 + budget.marginPercent / 100);
  const lines = [`Test time budget (scripts/test-budget.json, +${budget.marginPercent} % margin):`];
  if (speed !== undefined && budget.referenceSpeed) {
    lines.push(
      `  this machine ran the reference workload in ${speed.toFixed(3)} s (reference ${budget.referenceSpeed.seconds} s): budgets × ${factor.toFixed(2)}`,
    );
  }
  let failed = false;
  const ran = new Set();
  for (const tier of timings.tiers) {
    ran.add(tier.name);
    const limit = budget.tiers[tier.name];
    if (limit === undefined) {
      failed = true;
      lines.push(
        `  OVER   ${tier.name}: ${round(tier.seconds)} s and no budget: add one to scripts/test-budget.json`,
      );
      continue;
    }
    const over = tier.seconds > allowance(limit);
    failed ||= over;
    lines.push(
      `  ${over ? 'OVER' : 'ok  '}   ${tier.name}: ${round(tier.seconds)} s of ${round(limit * factor)} s (at most ${round(allowance(limit))} s)`,
    );
    if (over) {
      lines.push(`         its slowest files:`);
      for (const { file, seconds } of tier.slowest ?? [])
        lines.push(`         ${seconds.toFixed(1).padStart(7)} s  ${file}`);
    }
  }
  for (const name of Object.keys(budget.tiers)) {
    if (!ran.has(name)) lines.push(`  --     ${name}: did not run`);
  }
  if (total !== undefined && budget.wholeRun !== undefined) {
    const over = total > allowance(budget.wholeRun);
    failed ||= over;
    lines.push(
      `  ${over ? 'OVER' : 'ok  '}   whole CI run: ${round(total)} s of ${round(budget.wholeRun * factor)} s (at most ${round(allowance(budget.wholeRun))} s)`,
    );
  }
  if (failed) {
    lines.push(
      'A tier is over its budget: make it faster, or raise its budget on purpose in scripts/test-budget.json with the reason in the commit (docs/architecture.md, "Testing").',
    );
  }
  return { lines, failed };
}

const round = (seconds) => Math.round(seconds);

/** How much slower than the reference machine this one is, never below 1. */
export function speedFactor(budget, speed) {
  const reference = budget.referenceSpeed?.seconds;
  if (!reference || speed === undefined || !Number.isFinite(speed) || speed <= 0) return 1;
  return Math.max(1, speed / reference);
}
