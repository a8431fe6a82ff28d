// Test runner setup for the API: unit tests beside pure code in src/, integration tests in test/.
// Each integration file builds its own app on its own database (createTestDatabase), so files
// run in parallel; PostgreSQL is used when DATABASE_URL is set, in-memory PGlite otherwise.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
