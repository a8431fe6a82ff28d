// A per-process counter so factory rows get unique slugs and numbers without coordination.
let value = 0;

export function nextSequence(): number {
  value += 1;
  return value;
}
