// Owns what an editor offers for a record's place on the site, and what a refused archive or restore says: to those
// who may (`allowed`: a venue's, an artist's, a genre's or a tag's administrators; a hall's or a performance's managers
// too), a live record can be archived and an archived one restored (a new one neither); an archived record's fields
// are read-only until it is restored, for everyone (the API refuses its save: 409 record_archived); a refusal shows
// the API's own sentence, which is in the editor's language. Pure: the buttons (components/archive-button.tsx,
// components/restore-button.tsx) and the form (components/record-form.tsx) use it.
import type { ManageRefusal } from './server-errors';

/** The one action on a record's place on the site that its editor offers, if any. */
export type LifecycleAction = 'archive' | 'restore';

export function lifecycleAction(
  record: { archived_at: string | null } | undefined,
  allowed: boolean,
): LifecycleAction | null {
  if (!record || !allowed) return null;
  return record.archived_at === null ? 'archive' : 'restore';
}

/**
 * Whether the editor shows a record's fields read-only, without a save button: an archived one, until it is restored
 * (whoever may restore it or not); a new one or a live one is edited.
 */
export function isReadOnly(record: { archived_at: string | null } | undefined): boolean {
  return record !== undefined && record.archived_at !== null;
}

/** The API's sentence of a refusal (in the request's language), or null when it gave none (then say "failed"). */
export function refusalText(refusal: ManageRefusal | { kind: 'unreachable' }): string | null {
  switch (refusal.kind) {
    case 'unreachable':
      return null;
    case 'detail':
    case 'version_conflict':
    case 'in_use':
    case 'record_archived':
      return refusal.detail || null;
    case 'fields':
      return refusal.errors.form[0] ?? refusal.errors.fields[0]?.message ?? null;
  }
}
