// The problems of a plan the API refused (import or publish, a 400 of field errors): one line each, as the API
// worded them for a person in the page's language ("Stalls, row 1: seat 2 appears twice"), in the document's order
// (sections, rows and seats by their place, then the rest), the summary ("And 12 more problems") last. The field
// paths the API keys them by (`sections.0.rows.3.seats.12.x`, `content`) order them and never reach the page.

const SUMMARY = 'non_field_errors';
const NOT_MESSAGES = new Set(['codes', 'code', 'detail']);

/** `sections.10.rows.2` after `sections.9.rows.30`: numbers compared as numbers. */
const sortKey = (path: string) =>
  path
    .split('.')
    .map((part) => (/^\d+$/.test(part) ? part.padStart(6, '0') : part))
    .join('.');

export function planProblems(body: unknown): string[] {
  if (!body || typeof body !== 'object') return [];
  const listed: { path: string; message: string }[] = [];
  for (const [path, value] of Object.entries(body)) {
    if (NOT_MESSAGES.has(path)) continue;
    const messages = typeof value === 'string' ? [value] : Array.isArray(value) ? value : [];
    for (const message of messages) if (typeof message === 'string') listed.push({ path, message });
  }
  const rank = (path: string) => (path === SUMMARY ? `~${sortKey(path)}` : sortKey(path));
  listed.sort((a, b) => (rank(a.path) < rank(b.path) ? -1 : rank(a.path) > rank(b.path) ? 1 : 0));
  // One line per problem: a message the API gives twice (two fields, one cause) is shown once.
  return [...new Set(listed.map((problem) => problem.message))];
}
