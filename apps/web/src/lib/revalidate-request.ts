// Who may drop the site's cached pages at once (POST /revalidate?tag=catalogue, header X-Revalidate-Secret): the
// catalogue's back office after a change, holding REVALIDATE_SECRET. Without the setting the endpoint does not exist.
import { createHash, timingSafeEqual } from 'node:crypto';
import { CATALOGUE_TAG, CONTENT_TAG, SITE_TAG } from './catalogue-cache';
export const REVALIDATE_TAGS = [CATALOGUE_TAG, CONTENT_TAG, SITE_TAG] as const;
export type RevalidateTag = (typeof REVALIDATE_TAGS)[number];

export type RevalidateCheck = { ok: true; tag: RevalidateTag } | { ok: false; status: 400 | 401 | 404 };

// Digests of equal length, so the comparison takes the same time whatever was sent.
const digest = (value: string) => createHash('sha256').update(value).digest();

export function checkRevalidateRequest(input: {
  secret: string | undefined;
  provided: string | null;
  tag: string | null;
}): RevalidateCheck {
  if (!input.secret) return { ok: false, status: 404 };
  if (input.provided === null || !timingSafeEqual(digest(input.secret), digest(input.provided))) {
    return { ok: false, status: 401 };
  }
  const tag = REVALIDATE_TAGS.find((known) => known === input.tag);
  return tag ? { ok: true, tag } : { ok: false, status: 400 };
}
