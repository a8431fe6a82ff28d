// Vitest project of packages/contracts: its pure helpers, beside their code.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'contracts', include: ['src/**/*.test.ts'] },
});
