// One Vitest run over every workspace that has its own vitest.config.ts (unit and integration tiers), plus the
// repository-wide checks in scripts/ (no import circles in the sources, the test time budget's rules).
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Test files at once. The integration files spend most of their time waiting on PostgreSQL, on child processes
 * and on sockets, so one worker more than the cores keeps the cores busy: on the 2-core CI machine 3 workers took
 * the tier from about 1,200 s to under 400 s, and 4 were no faster (docs/architecture.md, "Testing"). At most 8, so
 * the files' connection pools stay well inside PostgreSQL's 100 connections. VITEST_MAX_WORKERS overrides.
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
