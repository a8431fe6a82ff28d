// The path a catch-all URL asks the CMS for: the decoded segments joined from the root. Paths a CMS page cannot have
// (too long, too deep, control characters, dot segments) are refused here, so they go straight to the 404.
const MAX_PATH_LENGTH = 300;
const MAX_SEGMENTS = 8;

export function cmsPath(segments: readonly string[] | undefined): string | null {
  if (!segments || segments.length === 0 || segments.length > MAX_SEGMENTS) return null;
  const decoded: string[] = [];
  for (const segment of segments) {
    let value: string;
    try {
      value = decodeURIComponent(segment);
    } catch {
      return null;
    }
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
    if (value === '' || value === '.' || value === '..' || /[\u0000-\u001f\u007f/\\]/.test(value))
      return null;
    decoded.push(value);
  }
  const path = `/${decoded.join('/')}`;
  return path.length > MAX_PATH_LENGTH ? null : path;
}
