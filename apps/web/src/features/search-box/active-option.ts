// Moving through the quick results with the arrow keys: -1 is the text field itself, then each option in order;
// both ends wrap around, as in a native list.
export function nextActiveIndex(current: number, count: number, step: 1 | -1): number {
  if (count === 0) return -1;
  const positions = count + 1;
  return ((current + 1 + step + positions) % positions) - 1;
}
