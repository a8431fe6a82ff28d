// [PLATFORM] The platform is the lower layer (docs/architecture.md, "Boundaries"): lib/, plugins/ and config.ts
// import no domain module (modules/**), and modules/module.ts, which says how a module assembles itself, imports
// none either. A platform piece a module needs is handed to it through the shared context, and what a module adds
// to the platform (a tag list, a guard, a test-only replacement) comes from the composition root (app.ts) or by
// declaration merging from the module's own file. Type-only, re-exported and dynamic imports count too: each ties
// the lower layer to a module just the same. Test files may import what they like.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = resolve(import.meta.dirname, '..', '..', 'src');
const MODULES = join(SRC, 'modules');
const MODULE_TS = join(MODULES, 'module.ts');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|mts|js|mjs)$/.test(name) && !/\.test\.[mc]?[jt]s$/.test(name) ? [path] : [];
  });
}

/** The platform's files: everything under lib/ and plugins/ but tests, config.ts, and modules/module.ts. */
const platformFiles = () => [
  ...sourceFiles(join(SRC, 'lib')),
  ...sourceFiles(join(SRC, 'plugins')),
  join(SRC, 'config.ts'),
  MODULE_TS,
];

/**
 * What a file imports, read by TypeScript's own scanner: `import … from`, `export … from`, a bare `import '…'`,
 * `import('…')`, `require('…')` and the module a `declare module '…'` augments (an import in all but name), and
 * never a path that a comment or a string names.
 */
const importsOf = (text: string) =>
  ts.preProcessFile(text, true, true).importedFiles.map((file) => file.fileName);

/** Imports of `file` that land in a domain module's folder (module.ts itself, the module contract, is not one). */
export function moduleImports(file: string, text: string): string[] {
  return importsOf(text).filter((spec) => {
    if (!spec.startsWith('.')) return false;
    const target = resolve(file, '..', spec);
    return target !== MODULE_TS && target.startsWith(MODULES + sep);
  });
}

describe('the platform imports no domain module', () => {
  it('finds what it looks for (control)', () => {
    const lib = join(SRC, 'lib', 'x.ts');
    expect(moduleImports(lib, "import { at } from '../modules/cart/cart.sql.ts';")).toHaveLength(1);
    expect(
      moduleImports(lib, "import type {\n  CartOwner,\n} from '../modules/cart/cart.sql.ts';"),
    ).toHaveLength(1);
    expect(moduleImports(lib, "export { at } from '../modules/cart/cart.sql.ts';")).toHaveLength(1);
    expect(moduleImports(lib, "const m = await import('../modules/mail/mail.service.ts');")).toHaveLength(1);
    expect(
      moduleImports(join(SRC, 'plugins', 'auth', 'x.ts'), "import '../../modules/x/y.ts';"),
    ).toHaveLength(1);
    expect(
      moduleImports(join(SRC, 'config.ts'), "import type { X } from './modules/cart/x.ts';"),
    ).toHaveLength(1);
    expect(moduleImports(MODULE_TS, "import type { CheckoutTesting } from './checkout/c.ts';")).toHaveLength(
      1,
    );
    expect(moduleImports(lib, "import type { ModuleContext } from '../modules/module.ts';")).toHaveLength(0);
    expect(moduleImports(lib, "import { sql } from '@afisha/db/orm';")).toHaveLength(0);
    expect(moduleImports(lib, "import { clock } from './clock.ts';")).toHaveLength(0);
    expect(moduleImports(lib, "// import { at } from '../modules/cart/cart.sql.ts';")).toEqual([]);
    expect(moduleImports(lib, "const glob = '../modules/**/*.ts';")).toEqual([]);
  });

  it('lib/, plugins/, config.ts and modules/module.ts import nothing from modules/', () => {
    const files = platformFiles();
    expect(files.length).toBeGreaterThan(30);
    const offenders = files.flatMap((file) =>
      moduleImports(file, readFileSync(file, 'utf8')).map((spec) => `${relative(SRC, file)} → ${spec}`),
    );
    expect(offenders).toEqual([]);
  });
});
