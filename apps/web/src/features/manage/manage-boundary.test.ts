// The storefront's JavaScript gains nothing from the back office (issue 20): no file outside the back office's own
// route folder and feature folder imports from them, and no file outside them imports a back-office contract
// (`@afisha/contracts/manage/...`), whose zod schemas would otherwise ride along into the storefront's chunks. The
// index of @afisha/contracts must not re-export them either. (The built pages' first load is checked by the
// end-to-end tier, e2e/tests/manage-shell.spec.ts.)
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = fileURLToPath(new URL('../../', import.meta.url));
const MANAGE_FOLDERS = [
  join('app', '[locale]', 'manage'),
  join('features', 'manage'),
  // The sessions and plans pages' features (issue 20): back office too.
  join('features', 'manage-sessions'),
  join('features', 'manage-plans'),
  // The preview of a performance page (issue 30): back office, in a route group of its own outside both frames.
  join('app', '[locale]', '(manage-preview)'),
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mts|js|mjs)$/.test(name) ? [path] : [];
  });
}

const importsOf = (text: string) =>
  [...text.matchAll(/(?:from\s*|import\s*\(\s*|import\s+|require\s*\(\s*)['"]([^'"]+)['"]/g)].map(
    (m) => m[1] as string,
  );

/** Imports of `file` that reach the back office. */
export function manageImports(file: string, text: string): string[] {
  return importsOf(text).filter(
    (spec) =>
      spec.startsWith('@afisha/contracts/manage') ||
      spec.startsWith('@/features/manage') ||
      spec.startsWith('@/app/[locale]/manage') ||
      // A relative import that climbs into the back office's folders.
      (spec.startsWith('.') &&
        MANAGE_FOLDERS.some((folder) => relative(src, join(file, '..', spec)).startsWith(folder + sep))),
  );
}

describe('the back office stays out of the storefront', () => {
  it('finds what it looks for (control)', () => {
    const file = join(src, 'features', 'shell', 'x.tsx');
    expect(manageImports(file, "import { ZManageMe } from '@afisha/contracts/manage/common';")).toHaveLength(
      1,
    );
    expect(
      manageImports(file, "import { ManageFrame } from '@/features/manage/components/manage-frame';"),
    ).toHaveLength(1);
    expect(manageImports(file, "const m = await import('../manage/list-state');")).toHaveLength(1);
    expect(manageImports(file, "import { Link } from '@/i18n/navigation';")).toHaveLength(0);
  });

  it('no storefront file imports the back office or its contracts', () => {
    const offenders = sourceFiles(src)
      .filter((file) => !MANAGE_FOLDERS.some((folder) => relative(src, file).startsWith(folder + sep)))
      .flatMap((file) =>
        manageImports(file, readFileSync(file, 'utf8')).map((spec) => `${relative(src, file)} → ${spec}`),
      );
    expect(offenders).toEqual([]);
  });

  it('the contracts package index exports nothing of the back office', () => {
    const index = readFileSync(
      fileURLToPath(new URL('../../../../../packages/contracts/src/index.ts', import.meta.url)),
      'utf8',
    );
    expect(index).not.toMatch(/['"]\.\/manage\//);
  });
});
