// `npm run build -w packages/db`: the migrate and seed commands as plain JavaScript in packages/db/dist, which
// `npm start` and a production deployment run with `node` (dist/migrate.mjs, dist/seed.mjs; the same options as
// `npm run migrate` and `npm run seed`). They read the migrations from packages/db/drizzle, beside dist.
import path from 'node:path';
import { bundle, repoRoot } from '../../../scripts/lib/bundle.mjs';

const started = Date.now();
await bundle({
  entryPoints: { migrate: 'packages/db/src/cli/migrate.ts', seed: 'packages/db/src/cli/seed.ts' },
  outdir: path.join(repoRoot, 'packages/db/dist'),
  workspaces: ['packages/db', 'packages/contracts'],
});
console.log(`Database commands built into packages/db/dist in ${Date.now() - started} ms`);
