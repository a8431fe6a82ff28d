// Test runner setup for the API: unit tests beside pure code in src/, integration tests in test/.
// Each integration file builds its own app on its own database (createTestDatabase), so files
// run in parallel; PostgreSQL is used when DATABASE_URL is set, in-memory PGlite otherwise.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // A worker runs its files one after another in one module graph instead of importing the whole API afresh for
    // each (about 3 s a file on this machine). The files share no state through modules: each builds its own app,
    // database and clock, and restores what it patches (vi.restoreAllMocks, countStatements).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
