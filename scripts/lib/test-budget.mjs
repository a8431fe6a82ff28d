// The rule of scripts/test-budget.json, apart from its command so a test can hold it to account: a tier may take its
// budget plus `marginPercent`; past that it fails with its slowest files named. A tier that ran and has no budget
// fails too (a new tier gets a budget when it lands), and a budgeted tier that did not run is only reported.

/**
 * @param {{ tiers: { name: string, seconds: number, slowest?: { file: string, seconds: number }[] }[] }} timings
 * @param {{ marginPercent: number, tiers: Record<string, number>, wholeRun?: number }} budget
 * @param {number} [total] the whole CI run's seconds, checked against `budget.wholeRun`
 * @returns {{ lines: string[], failed: boolean }}
 */
export function overBudget(timings, budget, total) {
  const allowance = (seconds) => seconds * (1 + budget.marginPercent / 100);
  const lines = [`Test time budget (scripts/test-budget.json, +${budget.marginPercent} % margin):`];
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
      `  ${over ? 'OVER' : 'ok  '}   ${tier.name}: ${round(tier.seconds)} s of ${limit} s (at most ${round(allowance(limit))} s)`,
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
      `  ${over ? 'OVER' : 'ok  '}   whole CI run: ${round(total)} s of ${budget.wholeRun} s (at most ${round(allowance(budget.wholeRun))} s)`,
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
