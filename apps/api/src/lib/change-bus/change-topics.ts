// Owns the list of change notices one API process tells the others (issue 19, "invalidation that reaches
// everyone"): a small typed list, so the writers of today (reviews, waiting-list offers) and the back office to come
// publish the same notices, and each per-process cache names what it drops. A notice may name the changed thing
// (`id`: a performance, an event, a plan); without one it means "anything of this kind".
export const CHANGE_TOPICS = [
  /** Performances, sessions, venues, people: what the catalogue, search and performance pages show. */
  'catalogue',
  /** Prices of sessions (event_prices): seat maps, cart sale facts, cards' "from" prices. */
  'prices',
  /** Hall plans and which seats are sold online. */
  'plans',
  /** Waiting-list offers made or claimed (the places they keep). */
  'offers',
  /** Published reviews and the ratings they move. */
  'reviews',
  /** Sites, their domains and settings. */
  'site',
] as const;

export type ChangeTopic = (typeof CHANGE_TOPICS)[number];

export type ChangeNotice = { topic: ChangeTopic; id?: number };

const topics = new Set<string>(CHANGE_TOPICS);

/** The notice as it travels between processes, with the sender's id (a process skips its own echo). */
export function encodeNotice(origin: string, notice: ChangeNotice): string {
  return JSON.stringify({ o: origin, t: notice.topic, ...(notice.id === undefined ? {} : { i: notice.id }) });
}

/** The notice of a message, or null when it is not one of ours (another version's topic, garbage). */
export function decodeNotice(payload: string): { origin: string; notice: ChangeNotice } | null {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { o, t, i } = value as Record<string, unknown>;
  if (typeof o !== 'string' || typeof t !== 'string' || !topics.has(t)) return null;
  if (i !== undefined && !Number.isSafeInteger(i)) return null;
  const notice: ChangeNotice = { topic: t as ChangeTopic, ...(i === undefined ? {} : { id: i as number }) };
  return { origin: o, notice };
}
