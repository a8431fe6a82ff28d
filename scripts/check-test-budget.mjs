// Holds the last `npm test` (.data/test-results/timings.json) to the time budget in scripts/test-budget.json, so the
// change that makes a tier much slower is seen when it lands, not when CI's limit is hit. A tier more than
// `marginPercent` over its budget fails, with its slowest files named; so does the whole CI run when `--total <s>`
// is given (.ci/run passes its own wall time). The budgets are seconds on the reference machine: this machine's speed
// is read now and, with `--speed-at-start <seconds>`, from the start of the run too (the slower of the two counts),
// and a slower machine gets proportionally more time (scripts/lib/machine-speed.mjs). Raising a budget on purpose:
// docs/architecture.md, "The time budget".
//
//   node scripts/check-test-budget.mjs [--total <seconds>] [--speed-at-start <seconds>]
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureMachineSpeed } from './lib/machine-speed.mjs';
import { overBudget } from './lib/test-budget.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const timingsFile = path.join(repoRoot, '.data', 'test-results', 'timings.json');
const budgetFile = path.join(repoRoot, 'scripts', 'test-budget.json');

/** The number after `--name`, undefined without it; a flag with no number is a usage error. */
function numberFlag(name) {
  const at = process.argv.indexOf(name);
  if (at < 0) return undefined;
  const value = Number(process.argv[at + 1]);
  if (!Number.isFinite(value)) {
    console.error('usage: check-test-budget.mjs [--total <seconds>] [--speed-at-start <seconds>]');
    process.exit(2);
  }
  return value;
}
const total = numberFlag('--total');
const speedAtStart = numberFlag('--speed-at-start');
if (!existsSync(timingsFile)) {
  console.error(`No ${path.relative(repoRoot, timingsFile)}: run npm test first.`);
  process.exit(1);
}

const timings = JSON.parse(readFileSync(timingsFile, 'utf8'));
const budget = JSON.parse(readFileSync(budgetFile, 'utf8'));
const speed = Math.max(measureMachineSpeed(), speedAtStart ?? 0);
const { lines, failed } = overBudget(timings, budget, total, speed);
for (const line of lines) console.log(line);
process.exitCode = failed ? 1 : 0;
