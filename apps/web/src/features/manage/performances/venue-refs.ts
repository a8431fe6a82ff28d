// Owns how the performance list names a performance's venue and dates its next session: the API's venue reference
// on a performance carries the Russian name only, and no time zone, so both come from the venue records the page
// has already read (for its Venue filter): the name in the page's language, the time as the venue's clock shows it
// (a session at 19:00 in Kaliningrad is 19:00, not Moscow's 20:00). Pure.

type VenueRecord = { id: number; name: Partial<Record<string, string>>; timezone: string };
export type VenueRef = { name: string; timeZone?: string };

/** The venues by id: their name in `locale` (Russian where it has none) and their time zone. */
export function venueRefs(venues: readonly VenueRecord[] | undefined, locale: string): Map<number, VenueRef> {
  return new Map(
    (venues ?? []).map((venue) => [
      venue.id,
      { name: venue.name[locale] || venue.name.ru || '', timeZone: venue.timezone || undefined },
    ]),
  );
}

/** A performance's venue as the list shows it; as the API named it while the venues are not read yet. */
export function venueRefOf(ref: { id: number; name: string }, refs: Map<number, VenueRef>): VenueRef {
  const known = refs.get(ref.id);
  return known ? { name: known.name || ref.name, timeZone: known.timeZone } : { name: ref.name };
}
