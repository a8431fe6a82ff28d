// drizzle-kit configuration: `npm run generate -w packages/db` diffs src/schema against the
// snapshots in drizzle/meta and writes the next SQL migration into drizzle/.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/schema/index.ts',
  out: './drizzle',
  strict: true,
  verbose: true,
});
