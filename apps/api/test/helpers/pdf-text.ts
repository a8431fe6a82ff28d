// The text of a PDF as a reader would copy it, through poppler's pdftotext (Debian's poppler-utils, which CI
// installs), so tests can check what a printed ticket says and in which language.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export async function pdfText(pdf: Buffer): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'afisha-pdf-'));
  try {
    await writeFile(path.join(dir, 'document.pdf'), pdf);
    return (await run('pdftotext', [path.join(dir, 'document.pdf'), '-'])).stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
