// A countdown to the end of a cart's hold, counted from the server's `seconds_left` and the browser's monotonic
// clock (performance.now()): a visitor whose computer clock is wrong, or who changes it, still sees the true time
// left. Pure arithmetic; the hook that ticks it is lib/use-countdown.ts.

/** The monotonic moment (ms, on `nowMs`'s clock) when `secondsLeft` from now runs out. */
export function deadlineFrom(secondsLeft: number, nowMs: number): number {
  return nowMs + Math.max(0, secondsLeft) * 1000;
}

/** Whole seconds left until `deadlineMs`, rounded up (a hold with 0.2 s left still shows 0:01), never negative. */
export function secondsRemaining(deadlineMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((deadlineMs - nowMs) / 1000));
}

/** "14:05", "0:09"; "1:02:03" past an hour. */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/** Milliseconds until the shown number changes next (ticks land on whole seconds, not drifting 1 s intervals). */
export function msUntilNextTick(deadlineMs: number, nowMs: number): number {
  const left = deadlineMs - nowMs;
  if (left <= 0) return 0;
  const fraction = left % 1000;
  return fraction === 0 ? 1000 : fraction;
}
