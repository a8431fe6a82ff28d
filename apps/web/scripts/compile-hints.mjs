// After `next build`: marks the scripts that every page runs on its first load (the framework's chunks and the shell's
// own) with V8's explicit compile hint, a magic comment on their first line. Without it V8 compiles each function
// lazily, on the main thread, the moment it is first called: on a phone that compiling is half of the long task in
// which the page hydrates. With it V8 compiles the whole file on a background thread while the file downloads
// (Chrome 136 and later; other browsers read a comment). docs/performance.md, "Compile hints", has the measurements.
//
//   node scripts/compile-hints.mjs [.next]      (the web app's `npm run build` runs it after `next build`)
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * The layouts around every storefront page: all of their client code runs when any page hydrates. The storefront's
 * chrome is the (site) route group's layout; the back office (outside the group) needs no hint.
 */
const SHELL_LAYOUTS = [
  '[project]/apps/web/src/app/layout',
  '[project]/apps/web/src/app/[locale]/layout',
  '[project]/apps/web/src/app/[locale]/(site)/layout',
];
/** A page's client reference manifest names the chunks of its layouts; the home page's serves for all. */
const SHELL_MANIFEST = path.join('server', 'app', '[locale]', '(site)', 'page_client-reference-manifest.js');

/**
 * The chunks every page loads before it is interactive, as paths below the build directory: Next's root main files
 * (React DOM, the router, the runtime) and the chunks of the layouts. A build without them is an error, not a quiet
 * no-op: a later Next that renames its manifests must not silently bring the main-thread compiling back.
 */
export async function firstLoadChunks(nextDir) {
  const build = JSON.parse(await readFile(path.join(nextDir, 'build-manifest.json'), 'utf8'));
  const rootMainFiles = build.rootMainFiles;
  if (!Array.isArray(rootMainFiles) || rootMainFiles.length === 0) {
    throw new Error('compile hints: build-manifest.json lists no rootMainFiles');
  }
  const sandbox = {};
  vm.runInNewContext(await readFile(path.join(nextDir, SHELL_MANIFEST), 'utf8'), sandbox);
  const manifests = Object.values(sandbox.__RSC_MANIFEST ?? {});
  const entries = manifests[0]?.entryJSFiles ?? {};
  const shell = SHELL_LAYOUTS.flatMap((layout) => {
    const files = entries[layout];
    if (!Array.isArray(files))
      throw new Error(`compile hints: ${SHELL_MANIFEST} has no chunks for ${layout}`);
    return files;
  });
  return [...new Set([...rootMainFiles, ...shell])].filter((file) => file.endsWith('.js'));
}

/** Rewrites each first-load chunk with `change` (null: leave it as it is); returns how many chunks there are and changed. */
async function rewriteFirstLoadChunks(nextDir, change) {
  const files = await firstLoadChunks(nextDir);
  let changed = 0;
  for (const file of files) {
    const fullPath = path.join(nextDir, file);
    const next = change(await readFile(fullPath, 'utf8'));
    if (next === null) continue;
    await writeFile(fullPath, next);
    changed += 1;
  }
  return { files: files.length, changed };
}

/** Puts the hint on the first line of each chunk that lacks it (a second run changes nothing); returns the count. */
export async function addCompileHints(nextDir) {
  const { changed } = await rewriteFirstLoadChunks(nextDir, (source) =>
    source.startsWith(COMPILE_HINT) ? null : COMPILE_HINT + source,
  );
  return changed;
}

/** Takes the hint off again (the baseline of `npm run bench:vitals -- --compare-compile-hints`); returns the count. */
export async function removeCompileHints(nextDir) {
  const { changed } = await rewriteFirstLoadChunks(nextDir, (source) =>
    source.startsWith(COMPILE_HINT) ? source.slice(COMPILE_HINT.length) : null,
  );
  return changed;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const nextDir = path.resolve(process.argv[2] ?? '.next');
  const marked = await addCompileHints(nextDir);
  console.log(`Compile hints: ${marked} first-load chunks marked now.`);
}
