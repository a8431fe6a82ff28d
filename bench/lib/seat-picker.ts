// Owns how a racing buyer of the seat benchmarks (holds-buyers.ts, onsale-load.ts) chooses: a run of 1 to 4
// neighbouring seats starting at a random one of the first `hot` seats it still believes free, so requests overlap
// heavily, as when a popular show opens.

/** A run of seats from `seats` (best first, neighbours adjacent) that `known` does not hold; null when none is left. */
export function pickSeats(
  seats: readonly number[],
  known: ReadonlySet<number>,
  hot: number,
): number[] | null {
  const free: number[] = [];
  for (const seat of seats) {
    if (!known.has(seat)) free.push(seat);
    if (free.length >= hot + 4) break;
  }
  if (free.length === 0) return null;
  const size = Math.min(free.length, 1 + Math.floor(Math.random() * 4));
  const start = Math.floor(Math.random() * Math.max(1, Math.min(hot, free.length - size + 1)));
  return free.slice(start, start + size);
}
