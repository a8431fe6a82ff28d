// Unit tests of the benchmarks' own tools (a load generator that measures wrongly would be worse than none).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['lib/**/*.test.ts'],
    environment: 'node',
  },
});
