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
  // Every back-office feature (issue 31): its kit, its API client, its frame and one folder per area.
  join('features', 'manage'),
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
      manageImports(file, "import { ManageFrame } from '@/features/manage/frame/manage-frame';"),
    ).toHaveLength(1);
    expect(manageImports(file, "const m = await import('../manage/kit/list-state');")).toHaveLength(1);
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

// Inside the back office (issue 31): `kit/` (the shared parts) and `api/` (the API client) are the lower layers and
// import no area; an area imports them, and another area only through the few deliberate imports listed here.
const MANAGE = join(src, 'features', 'manage');
const LOWER_LAYERS = ['kit', 'api'];
const ALLOWED_CROSS_AREA = new Set([
  // The overview lists the frame's sections as its cards.
  'home → frame',
]);

/** The back-office folder (`kit`, `api`, an area) a file or an import of `file` lands in, or null outside it. */
function manageFolder(path: string): string | null {
  const rest = relative(MANAGE, path);
  if (rest.startsWith('..') || !rest.includes(sep)) return null;
  return rest.split(sep)[0] as string;
}

function importedPath(file: string, spec: string): string | null {
  if (spec.startsWith('@/')) return join(src, spec.slice(2));
  if (spec.startsWith('.')) return join(file, '..', spec);
  return null;
}

describe('the back office is a kit, an API client and areas', () => {
  it('the kit and the API client import no area; an area imports another only where listed', () => {
    const offenders = sourceFiles(MANAGE).flatMap((file) => {
      const from = manageFolder(file);
      if (from === null) return [];
      return importsOf(readFileSync(file, 'utf8')).flatMap((spec) => {
        const target = importedPath(file, spec);
        const to = target === null ? null : manageFolder(target);
        if (to === null || to === from || LOWER_LAYERS.includes(to)) return [];
        if (!LOWER_LAYERS.includes(from) && ALLOWED_CROSS_AREA.has(`${from} → ${to}`)) return [];
        return [`${relative(src, file)} → ${spec}`];
      });
    });
    expect(offenders).toEqual([]);
  });

  it('the API client imports nothing of the kit', () => {
    const offenders = sourceFiles(join(MANAGE, 'api')).flatMap((file) =>
      importsOf(readFileSync(file, 'utf8'))
        .filter((spec) => manageFolder(importedPath(file, spec) ?? '') === 'kit')
        .map((spec) => `${relative(src, file)} → ${spec}`),
    );
    expect(offenders).toEqual([]);
  });
});
