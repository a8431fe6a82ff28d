// Pages that read no query string are rendered on their first visit and then served from the cache (rebuilt in the
// background once their `revalidate` time has passed): an empty list of parameters means nothing is rendered at
// build time, so `next build` needs no API, while every address is still cacheable.
export function noPrerender(): never[] {
  return [];
}
