// One Vitest run over every workspace that has its own vitest.config.ts (unit and integration tiers), plus the
// repository-wide checks in scripts/ (no import circles in the sources, the test time budget's rules).
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Test files at once. Vitest's default on 2 cores is one (cores - 1); the integration files wait on PostgreSQL, on
 * child processes and on sockets part of their time, so one worker more than the cores keeps the cores busier. On
 * the 2-core CI machine the tier took 957-1,491 s with one worker (and each file importing the API afresh) and
 * 510 s with three (docs/architecture.md, "Testing"). At most 8, so the files' connection pools stay well inside
 * PostgreSQL's 100 connections. VITEST_MAX_WORKERS overrides.
 */
const maxWorkers = Number(process.env.VITEST_MAX_WORKERS) || Math.min(8, availableParallelism() + 1);

export default defineConfig({
  test: {
    maxWorkers,
    projects: [
      'packages/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      'bench/vitest.config.ts',
      { test: { name: 'repository', include: ['scripts/**/*.test.ts'] } },
    ],
  },
});
