// Owns what makes a performance a premiere: one fact, shown one way. The site shows the "Premiere" tag (a chip on
// cards and the performance page, a filter of the catalogue); the record's `is_premiere` flag is the same fact kept
// beside it for readers of the API. The back office shows the tag alone (a checkbox beside a tag of the same name
// read as two different things), and a write that names either keeps the other in step.

/** The tag the site shows as "Premiere" (the demo catalogue's and a new installation's slug). */
export const PREMIERE_TAG_SLUG = 'premiere';

export type PremiereWrite = {
  /** `is_premiere` as the write gave it, if it did. */
  asked: boolean | undefined;
  /** The tags the record will have (the write's, else its current ones). */
  tags: readonly number[];
  /** The "Premiere" tag's id; null where the installation has none (the flag is then kept as written). */
  premiereTag: number | null;
  /** The flag as it is now (false for a new record). */
  current: boolean;
};

/** The flag and the tags to store: an explicit flag adds or removes the tag; otherwise the tag decides the flag. */
export function reconcilePremiere({ asked, tags, premiereTag, current }: PremiereWrite): {
  isPremiere: boolean;
  tags: number[];
} {
  if (premiereTag === null) return { isPremiere: asked ?? current, tags: [...tags] };
  if (asked === undefined) return { isPremiere: tags.includes(premiereTag), tags: [...tags] };
  const others = tags.filter((tag) => tag !== premiereTag);
  return { isPremiere: asked, tags: asked ? [...others, premiereTag] : others };
}
