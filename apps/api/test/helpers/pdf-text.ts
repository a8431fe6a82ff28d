// The text of a PDF as a reader would copy it, through poppler's pdftotext (Debian's poppler-utils, which CI
// installs), so tests can check what a printed ticket says and in which language.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** `layout`: keep the page's columns side by side, as pdftotext's -layout does. */
export async function pdfText(pdf: Buffer, options: { layout?: boolean } = {}): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'afisha-pdf-'));
  try {
    const file = path.join(dir, 'document.pdf');
    await writeFile(file, pdf);
    return (await run('pdftotext', [...(options.layout ? ['-layout'] : []), file, '-'])).stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
