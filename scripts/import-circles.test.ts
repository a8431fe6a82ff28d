// Fails when source files import each other in a circle again (issue 20 removed the last ones). A circle makes the
// order in which modules initialise depend on which file is loaded first, and it hides which of two files is the
// lower layer. Type-only and dynamic imports count too: they tie the files together just the same for a reader.
// dpdm resolves the imports with the TypeScript compiler, so each area is read with its own tsconfig (the web
// app's `@/` paths).
import path from 'node:path';
import { parseCircular, parseDependencyTree } from 'dpdm';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

const areas = [
  {
    name: 'the API and the packages',
    files: ['apps/api/src/**/*.ts', 'packages/*/src/**/*.ts'],
    tsconfig: 'apps/api/tsconfig.json',
  },
  {
    name: 'the web app',
    files: ['apps/web/src/**/*.ts', 'apps/web/src/**/*.tsx'],
    tsconfig: 'apps/web/tsconfig.json',
  },
];

describe('import circles', () => {
  for (const area of areas) {
    it(`none in ${area.name}`, { timeout: 120_000 }, async () => {
      const tree = await parseDependencyTree(area.files, {
        cwd: root,
        context: root,
        tsconfig: path.join(root, area.tsconfig),
        // Installed packages are not ours to untangle.
        exclude: /node_modules/,
      });
      const circles = parseCircular(tree).map((circle) => circle.join(' -> '));
      expect(circles).toEqual([]);
    });
  }
});
