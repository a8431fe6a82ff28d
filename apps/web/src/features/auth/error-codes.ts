// The machine codes of an API error body (docs/api.md: `{field: [message], codes: {field: [code]}}`, or
// `{detail, code}`), flattened: what a form checks to react to one case (an address not confirmed yet) beyond
// showing the messages.
export function errorCodes(body: unknown): string[] {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return [];
  const record = body as Record<string, unknown>;
  const found: string[] = [];
  if (typeof record.code === 'string') found.push(record.code);
  const codes = record.codes;
  if (typeof codes === 'object' && codes !== null && !Array.isArray(codes)) {
    for (const list of Object.values(codes)) {
      if (Array.isArray(list)) found.push(...list.filter((code): code is string => typeof code === 'string'));
    }
  }
  return found;
}
