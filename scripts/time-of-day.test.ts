// Fails when a page, a mail or a PDF writes a time of day its own way again. English readers once met "19:00" in
// the back office's calendar and the tickets mail beside "7:00 PM" on the cards: every time of day is now the
// language's short time, through @afisha/contracts' time-of-day (or Intl's `timeStyle`, which is the same). What
// this forbids: hour options chosen by hand, and a venue-local "HH:mm" cut out of a timestamp and shown as it is.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

/** Files that take dates and times apart for arithmetic (in a fixed locale), never to show them. */
const arithmetic = new Set(['packages/contracts/src/time-of-day.ts', 'packages/contracts/src/venue-time.ts']);

const handMadeHour = /\bhour:\s*['"](?:numeric|2-digit)['"]/;
// A JSX expression, not a template literal's `${…}` (which builds a value to compute with, not to show).
const shownSlice = /(?<!\$)\{[^{}]*\.slice\(11,\s*16\)\s*\}/;

async function sourceFiles(): Promise<string[]> {
  const files: string[] = [];
  for (const workspace of ['apps', 'packages']) {
    for (const name of await readdir(path.join(root, workspace))) {
      const src = path.join(workspace, name, 'src');
      const entries = await readdir(path.join(root, src), { recursive: true }).catch(() => []);
      for (const entry of entries) {
        if (/\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry)) files.push(path.join(src, entry));
      }
    }
  }
  return files;
}

describe('times of day', () => {
  it('are written one way per language, through time-of-day', async () => {
    const files = await sourceFiles();
    expect(files.length).toBeGreaterThan(100);
    const offenders: string[] = [];
    for (const file of files) {
      if (arithmetic.has(file)) continue;
      const text = await readFile(path.join(root, file), 'utf8');
      text.split('\n').forEach((line, index) => {
        if (handMadeHour.test(line) || shownSlice.test(line))
          offenders.push(`${file}:${index + 1}: ${line.trim()}`);
      });
    }
    expect(offenders).toEqual([]);
  });
});
