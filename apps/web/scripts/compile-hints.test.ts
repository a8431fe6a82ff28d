// The compile-hint step after `next build` (compile-hints.mjs), on a build directory shaped like Next's.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addCompileHints, COMPILE_HINT, firstLoadChunks, removeCompileHints } from './compile-hints.mjs';

const ROOT_MAIN = ['static/chunks/react-dom.js', 'static/chunks/router.js', 'static/chunks/runtime.js'];
const SHELL = ['static/chunks/layout.js', 'static/chunks/shell.js', 'static/chunks/shell.css'];
const PAGE_ONLY = 'static/chunks/home-page.js';

let nextDir: string;

async function writeBuild(entryJSFiles: Record<string, string[]>, rootMainFiles: string[] = ROOT_MAIN) {
  await writeFile(
    path.join(nextDir, 'build-manifest.json'),
    JSON.stringify({ rootMainFiles, polyfillFiles: [] }),
  );
  const manifest = path.join(nextDir, 'server', 'app', '[locale]', '(site)');
  await mkdir(manifest, { recursive: true });
  await writeFile(
    path.join(manifest, 'page_client-reference-manifest.js'),
    `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST["/[locale]/(site)/page"] = ${JSON.stringify({ entryJSFiles })};`,
  );
  await mkdir(path.join(nextDir, 'static', 'chunks'), { recursive: true });
  for (const file of [...ROOT_MAIN, ...SHELL, PAGE_ONLY]) {
    await writeFile(path.join(nextDir, file), `(globalThis.TURBOPACK||[]).push(["${file}"]);\n`);
  }
}

const shellEntries = {
  '[project]/apps/web/src/app/layout': [SHELL[0] as string],
  '[project]/apps/web/src/app/[locale]/layout': [SHELL[0] as string],
  '[project]/apps/web/src/app/[locale]/(site)/layout': [
    SHELL[0] as string,
    SHELL[1] as string,
    SHELL[2] as string,
  ],
  '[project]/apps/web/src/app/[locale]/(site)/page': [SHELL[1] as string, PAGE_ONLY],
};

const read = (file: string) => readFile(path.join(nextDir, file), 'utf8');

beforeEach(async () => {
  nextDir = await mkdtemp(path.join(os.tmpdir(), 'compile-hints-'));
});
afterEach(async () => {
  await rm(nextDir, { recursive: true, force: true });
});

describe('compile hints after next build', () => {
  it('marks the framework and shell scripts every page loads, and nothing else', async () => {
    await writeBuild(shellEntries);
    expect(await firstLoadChunks(nextDir)).toEqual([...ROOT_MAIN, SHELL[0], SHELL[1]]);
    expect(await addCompileHints(nextDir)).toBe(5);
    for (const file of [...ROOT_MAIN, SHELL[0] as string, SHELL[1] as string]) {
      const source = await read(file);
      expect(source.startsWith(COMPILE_HINT)).toBe(true);
      expect(source.slice(COMPILE_HINT.length)).toBe(`(globalThis.TURBOPACK||[]).push(["${file}"]);\n`);
    }
    expect((await read(PAGE_ONLY)).startsWith('//')).toBe(false);
    expect((await read(SHELL[2] as string)).startsWith('//')).toBe(false);
  });

  it('a second run changes nothing', async () => {
    await writeBuild(shellEntries);
    await addCompileHints(nextDir);
    const once = await read(ROOT_MAIN[0] as string);
    expect(await addCompileHints(nextDir)).toBe(0);
    expect(await read(ROOT_MAIN[0] as string)).toBe(once);
  });

  it('takes the hints off again for the benchmark baseline, leaving the files as next build wrote them', async () => {
    await writeBuild(shellEntries);
    const built = await read(ROOT_MAIN[1] as string);
    await addCompileHints(nextDir);
    expect(await removeCompileHints(nextDir)).toBe(5);
    expect(await read(ROOT_MAIN[1] as string)).toBe(built);
    expect(await removeCompileHints(nextDir)).toBe(0);
  });

  it('fails loudly when the build no longer names the files it expects', async () => {
    await writeBuild(shellEntries, []);
    await expect(addCompileHints(nextDir)).rejects.toThrow(/rootMainFiles/);
    await writeBuild({ '[project]/apps/web/src/app/layout': [SHELL[0] as string] });
    await expect(addCompileHints(nextDir)).rejects.toThrow(/\[locale\]\/layout/);
  });
});
