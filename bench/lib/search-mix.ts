// Owns the request mixes of the search benchmark: what visitors type (a Zipf-like share per query,
// each typed letter by letter, so popular prefixes repeat as they do on a real site) and a mix in
// which no two requests are alike (so an answer cache cannot help). Deterministic: a seeded PRNG.

/** mulberry32: a small seeded PRNG, so each run sends the same requests in the same order. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** What the search box sends while `text` is typed: every prefix from two letters on. */
export function typedPrefixes(text: string): string[] {
  const prefixes: string[] = [];
  for (let end = 2; end <= text.length; end += 1) {
    const prefix = text.slice(0, end);
    if (!prefix.endsWith(' ')) prefixes.push(prefix);
  }
  return prefixes;
}

function shuffle<T>(items: T[], next: () => number): T[] {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = Math.floor(next() * (i + 1));
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
  return items;
}

/**
 * `count` requests of visitors: a query is picked with probability ∝ 1/rank (Zipf, s = 1) over
 * `queries` in a shuffled order, and sent as each of its typed prefixes in turn.
 */
export function typingMix(
  queries: readonly (readonly [text: string, city: string])[],
  count: number,
  path: (text: string, city: string) => string,
): string[] {
  const next = random(1);
  const ranked = shuffle([...queries], next);
  const weights = ranked.map((_, rank) => 1 / (rank + 1));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const paths: string[] = [];
  while (paths.length < count) {
    let pick = next() * total;
    let index = 0;
    while (pick > (weights[index] ?? 0) && index < ranked.length - 1) {
      pick -= weights[index] ?? 0;
      index += 1;
    }
    const [text, city] = ranked[index] as readonly [string, string];
    for (const prefix of typedPrefixes(text)) paths.push(path(prefix, city));
  }
  return paths.slice(0, count);
}

/**
 * Requests that are all different answers: every query in every city with every `limit` from 5
 * to 54 (the limit is part of the cache key; it changes only how many results are built; 4 is
 * left out, the benchmark's check of the queries uses it), shuffled.
 */
export function distinctMix(
  queries: readonly string[],
  cities: readonly string[],
  path: (text: string, city: string, limit: number) => string,
): string[] {
  const paths: string[] = [];
  for (const text of queries)
    for (const city of cities)
      for (let limit = 5; limit <= 54; limit += 1) paths.push(path(text, city, limit));
  return shuffle(paths, random(2));
}
