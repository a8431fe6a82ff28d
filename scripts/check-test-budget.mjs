// Holds the last `npm test` (.data/test-results/timings.json) to the time budget in scripts/test-budget.json, so the
// change that makes a tier much slower is seen when it lands, not when CI's limit is hit. A tier more than
// `marginPercent` over its budget fails, with its slowest files named; so does the whole CI run when `--total <s>`
// is given (.ci/run passes its own wall time). Raising a budget on purpose: docs/architecture.md, "Testing".
//
//   node scripts/check-test-budget.mjs [--total <seconds>]
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { overBudget } from './lib/test-budget.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const timingsFile = path.join(repoRoot, '.data', 'test-results', 'timings.json');
const budgetFile = path.join(repoRoot, 'scripts', 'test-budget.json');

const totalFlag = process.argv.indexOf('--total');
const total = totalFlag >= 0 ? Number(process.argv[totalFlag + 1]) : undefined;
if (total !== undefined && !Number.isFinite(total)) {
  console.error('usage: check-test-budget.mjs [--total <seconds>]');
  process.exit(2);
}
if (!existsSync(timingsFile)) {
  console.error(`No ${path.relative(repoRoot, timingsFile)}: run npm test first.`);
  process.exit(1);
}

const timings = JSON.parse(readFileSync(timingsFile, 'utf8'));
const budget = JSON.parse(readFileSync(budgetFile, 'utf8'));
const { lines, failed } = overBudget(timings, budget, total);
for (const line of lines) console.log(line);
process.exitCode = failed ? 1 : 0;
