// `npm run build -w apps/api`: the API as plain JavaScript in apps/api/dist, which `npm start` and production run
// with `node` (tsx stays for `npm run dev` and the tests). server.mjs is the server; ticket-pdf.worker.mjs the entry
// of the ticket PDF worker threads, which the pool looks for beside the server (modules/tickets/ticket-pdf-pool.ts;
// from the sources that name is a small file registering tsx first); create-admin.mjs the command that makes the
// first administrator. `node scripts/build.mjs <folder>` builds into another folder (the tests' own copies; the
// default DATA_DIR, derived from the bundle's place, is right only two levels below the repository root).
import path from 'node:path';
import { bundle, repoRoot } from '../../../scripts/lib/bundle.mjs';

export const API_ENTRY_POINTS = {
  server: 'apps/api/src/server.ts',
  'ticket-pdf.worker': 'apps/api/src/modules/tickets/ticket-pdf.thread.ts',
  'create-admin': 'apps/api/src/cli/create-admin.ts',
};

export async function buildApi(outdir = path.join(repoRoot, 'apps/api/dist')) {
  const started = Date.now();
  await bundle({
    entryPoints: API_ENTRY_POINTS,
    outdir,
    workspaces: ['apps/api', 'packages/db', 'packages/contracts'],
  });
  return { outdir, ms: Date.now() - started };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  const { outdir, ms } = await buildApi(process.argv[2] ? path.resolve(process.argv[2]) : undefined);
  console.log(`API built into ${path.relative(repoRoot, outdir)} in ${ms} ms`);
}
