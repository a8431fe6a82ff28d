// Runs drizzle-kit so that it finds this package's drizzle-orm. npm installs drizzle-kit at the
// repository root but keeps drizzle-orm inside packages/db/node_modules, where drizzle-kit (which
// both require()s and import()s drizzle-orm) cannot see it. We point both loaders here: NODE_PATH
// for require(), and a resolve hook for import(). Usage: node scripts/drizzle-kit.mjs generate
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(packageDir, 'package.json'));
// drizzle-kit exports no package.json; its API entry sits beside bin.cjs.
const bin = path.join(path.dirname(require.resolve('drizzle-kit')), 'bin.cjs');
const ownModules = path.join(packageDir, 'node_modules');
const nodePath = [ownModules, process.env.NODE_PATH].filter(Boolean).join(path.delimiter);

const result = spawnSync(
  process.execPath,
  ['--import', new URL('./drizzle-orm-resolve.mjs', import.meta.url).href, bin, ...process.argv.slice(2)],
  { cwd: packageDir, stdio: 'inherit', env: { ...process.env, NODE_PATH: nodePath } },
);
process.exit(result.status ?? 1);
