// Owns finding text the API refuses wherever it comes from: a NUL character (PostgreSQL cannot store U+0000 in
// text, so it used to surface as a 500) and a lone UTF-16 surrogate (not a Unicode character: PostgreSQL would
// silently store U+FFFD instead). Pure; the plugin beside it decides what the client is told.

/**
 * A high surrogate not followed by a low one, or a low surrogate not preceded by a high one. Without the `u` flag
 * the expression sees UTF-16 code units, which is what finding lone surrogates needs.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isUnsafeText(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}

/** Deeper than this, a path names the ancestor at this depth: a field name stays short whatever the nesting. */
export const NAMED_DEPTH = 20;
/** At most this many paths are reported: a body of a hundred thousand bad strings gets a short answer. */
export const REPORTED_PATHS = 20;

/**
 * The dotted paths (`items.0.name`, `''` for the value itself) of the strings in `value` that hold unsafe text,
 * in the order met. An object key with unsafe text is reported at its object's path: the key itself cannot name
 * a field. Walks without recursion, so a body nested thousands of levels deep costs no stack; past NAMED_DEPTH
 * levels the path stops growing, and the walk stops at REPORTED_PATHS paths.
 */
export function unsafeTextPaths(value: unknown): string[] {
  const found: string[] = [];
  type Entry = { value: unknown; path: string; depth: number };
  const stack: Entry[] = [{ value, path: '', depth: 0 }];
  while (stack.length > 0 && found.length < REPORTED_PATHS) {
    const { value: node, path, depth } = stack.pop() as Entry;
    const child = (key: string, value: unknown): Entry => ({
      value,
      path: depth >= NAMED_DEPTH ? path : path === '' ? key : `${path}.${key}`,
      depth: depth + 1,
    });
    if (typeof node === 'string') {
      if (isUnsafeText(node)) found.push(path);
    } else if (Array.isArray(node)) {
      for (let i = node.length - 1; i >= 0; i--) stack.push(child(String(i), node[i]));
    } else if (node !== null && typeof node === 'object') {
      const keys = Object.keys(node);
      if (keys.some(isUnsafeText)) found.push(path);
      for (let i = keys.length - 1; i >= 0; i--) {
        const key = keys[i] as string;
        if (!isUnsafeText(key)) stack.push(child(key, (node as Record<string, unknown>)[key]));
      }
    }
  }
  return found;
}
