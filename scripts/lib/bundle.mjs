// Owns bundling a Node program of this repository to plain JavaScript with esbuild: the workspace packages
// (@afisha/*, TypeScript sources) are compiled into the bundle, every installed package the given workspaces depend
// on stays an import resolved from node_modules at run time (native code such as sharp and @node-rs/argon2, PGlite's
// WebAssembly, pdfkit's and the fonts' data files), except drizzle-orm, which npm installs under packages/db only.
// The output sits two folders below the repository root like the sources (apps/api/dist, packages/db/dist), so the
// paths the modules derive from import.meta.url (the repository root, packages/db/drizzle) stay right.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Installed packages of `workspaces` (e.g. 'apps/api'), and their subpaths, left as imports. */
async function externals(workspaces) {
  const names = new Set();
  for (const workspace of workspaces) {
    const manifest = JSON.parse(await readFile(path.join(repoRoot, workspace, 'package.json'), 'utf8'));
    for (const name of Object.keys(manifest.dependencies ?? {})) names.add(name);
  }
  return [...names]
    .filter((name) => !name.startsWith('@afisha/') && name !== 'drizzle-orm')
    .flatMap((name) => [name, `${name}/*`]);
}

/**
 * Bundles `entryPoints` ({ outputName: sourceFile relative to the repository root }) into `outdir` as ES modules
 * named `<outputName>.mjs`, for the Node version of package.json's engines.
 */
export async function bundle({ entryPoints, outdir, workspaces }) {
  await build({
    entryPoints: Object.fromEntries(
      Object.entries(entryPoints).map(([name, file]) => [name, path.join(repoRoot, file)]),
    ),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: await externals(workspaces),
    outdir,
    outExtension: { '.js': '.mjs' },
    sourcemap: 'linked',
    logLevel: 'warning',
  });
}
