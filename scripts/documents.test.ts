// The repository's documents stand on their own: the API's contract is docs/api.md, in the repository, and nothing
// cites a contract file that is not here (a bare `API.md` pointed outside the repository for years). A reference
// to a section of docs/api.md names a heading it has, so that a reader who follows it finds the section.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

/** The repository's text files (tracked, and new ones not ignored), without lockfiles and binaries. */
function repositoryTexts(): Array<{ file: string; text: string }> {
  const listed = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], {
    cwd: root,
    encoding: 'utf8',
  });
  return listed
    .split('\0')
    .filter(
      (file) => /\.(ts|tsx|mts|mjs|js|json|md|yaml|yml|sql|css)$/.test(file) && !file.endsWith('-lock.json'),
    )
    .flatMap((file) => {
      try {
        return [{ file, text: readFileSync(path.join(root, file), 'utf8') }];
      } catch {
        // Listed by git but gone from the working tree (deleted, not yet committed).
        return [];
      }
    });
}

const texts = repositoryTexts();

describe('the API contract document', () => {
  it('is cited as docs/api.md, never as a bare API.md', () => {
    const bare = /(?<![\w/.[-])API\.md/;
    const citing = texts
      .filter(({ file, text }) => file !== 'scripts/documents.test.ts' && bare.test(text))
      .map(({ file }) => file);
    expect(citing).toEqual([]);
  });

  it('has every section a reference names', () => {
    const headings = new Set(
      [...readFileSync(path.join(root, 'docs/api.md'), 'utf8').matchAll(/^#{2,3} (.+)$/gm)].map((match) =>
        (match[1] as string).trim(),
      ),
    );
    const missing: string[] = [];
    for (const { file, text } of texts) {
      for (const match of text.matchAll(/(?:docs\/api\.md|\[api\.md\]\(api\.md\)),? "([^"]+)"/g)) {
        if (!headings.has(match[1] as string)) missing.push(`${file}: "${match[1]}"`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('points the reader to the OpenAPI document for every operation', () => {
    expect(readFileSync(path.join(root, 'docs/api.md'), 'utf8')).toContain('/api/v1/openapi.json');
  });
});
