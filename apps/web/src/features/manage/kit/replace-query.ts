// Writes a back-office page's state (search, filters, paging, the chosen hall or week) into the address without
// asking the server for the page again: Next.js keeps useSearchParams in step with the browser's own
// history.replaceState, so the page follows at once (a server round trip per keystroke or choice, as router.replace
// makes on these per-request pages, left the form a step behind what was chosen). Replace, not push: choosing is
// not history, so Back leaves the page.
export function replaceQuery(params: URLSearchParams): void {
  const query = params.toString();
  // `null`, not the current state: Next.js leaves a call carrying its own state marker alone, unsynced.
  window.history.replaceState(null, '', `${window.location.pathname}${query ? `?${query}` : ''}`);
}
