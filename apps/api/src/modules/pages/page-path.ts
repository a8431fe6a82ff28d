// Owns the canonical form of a CMS page path, the form pages.path is stored and compared in:
// one leading slash, no trailing or repeated slashes, lower case, no query or fragment.
export function normalizePagePath(input: string): string {
  const [withoutQuery = ''] = input.trim().toLowerCase().split(/[?#]/, 1);
  const segments = withoutQuery.split('/').filter((segment) => segment.length > 0);
  return `/${segments.join('/')}`;
}
