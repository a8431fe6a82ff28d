// A plan file chosen for import, read in the browser: JSON (a plan document or a pretix plan) or CSV, checked against
// the format chosen so the person is told which formats are taken before anything is sent.

export type ImportFormat = 'auto' | 'document' | 'csv' | 'pretix';

export type ReadPlanFile =
  | { ok: true; format?: 'document' | 'csv' | 'pretix'; content: string | Record<string, unknown> }
  | { ok: false };

function parseObject(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * The content to send and its format: a CSV is text (by the format chosen, or by its name with "Detect"), the
 * others a JSON object. A file that is not what was chosen — or, with "Detect", neither a CSV nor JSON — is refused.
 */
export function readPlanFile(fileName: string, text: string, format: ImportFormat): ReadPlanFile {
  const json = parseObject(text.replace(/^\uFEFF/, ''));
  const namedCsv = /\.csv$/i.test(fileName);
  if (format === 'csv' || (format === 'auto' && namedCsv && json === null)) {
    // A JSON file sent as CSV would only fail later as a CSV with no header.
    return json === null && text.trim() !== '' ? { ok: true, format: 'csv', content: text } : { ok: false };
  }
  if (json === null) return { ok: false };
  return format === 'auto' ? { ok: true, content: json } : { ok: true, format, content: json };
}

/** "Main stage.csv" → "Main stage"; a name of dots or spaces only gives nothing (the API then names it after the hall). */
export function fileBaseName(fileName: string): string {
  return fileName
    .replace(/^.*[\\/]/, '')
    .replace(/\.[^.]*$/, '')
    .trim()
    .slice(0, 200);
}
