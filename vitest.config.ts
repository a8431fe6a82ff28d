// One Vitest run over every workspace that has its own vitest.config.ts (unit and integration tiers), plus the
// repository-wide checks in scripts/ (no import circles in the sources).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      'bench/vitest.config.ts',
      { test: { name: 'repository', include: ['scripts/**/*.test.ts'] } },
    ],
  },
});
