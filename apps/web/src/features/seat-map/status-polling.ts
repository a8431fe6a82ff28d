// Owns how often the seat map asks GET /events/{id}/places/status while it is open: every few seconds while the
// answers come, backing off (doubling up to a minute) while they fail, so a struggling API is not hammered by every
// open map. While the tab is hidden nothing is asked at all (TanStack Query pauses interval refetches in background
// tabs); coming back asks at once.
export const STATUS_POLL_MS = 5000;
export const STATUS_POLL_MAX_MS = 60_000;

export function statusPollDelay(consecutiveFailures: number): number {
  if (consecutiveFailures <= 0) return STATUS_POLL_MS;
  return Math.min(STATUS_POLL_MAX_MS, STATUS_POLL_MS * 2 ** Math.min(consecutiveFailures, 10));
}
