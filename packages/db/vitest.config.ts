// Vitest project of packages/db: migration, constraint and concurrency tests against a real
// database (PostgreSQL when DATABASE_URL is set, in-memory PGlite otherwise).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'db',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    // Opening PGlite and migrating takes a few seconds on a cold WASM start.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
