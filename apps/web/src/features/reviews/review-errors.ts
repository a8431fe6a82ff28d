// Reading the API's refusal of a review (docs/api.md error shapes): a second review of the same performance is a field
// error on `performance` with the code `unique` — not a mistake in the form, but a state to show ("you have
// reviewed this").
type ErrorBody = { codes?: Record<string, unknown> };

export function isAlreadyReviewed(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const codes = (body as ErrorBody).codes;
  if (typeof codes !== 'object' || codes === null) return false;
  const performance = (codes as Record<string, unknown>).performance;
  return Array.isArray(performance) && performance.includes('unique');
}
