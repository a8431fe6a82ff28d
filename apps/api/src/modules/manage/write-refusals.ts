// Owns the back office's refusals of a write: a stale version, a record still in use, a change of an archived record,
// and a restore (or a new hall or performance) of a venue that is archived. The first is the rule that two editors
// never silently overwrite each other (docs/api.md "Back office": PATCH takes an `If-Match` with the record's `version`, or
// a `version` field): the version a write expects, and the 409 of a stale one. The write itself checks it in its
// UPDATE (`WHERE id = … AND version = …`, bumping it), so the check and the change are one statement and no race sits
// between them.
import type { TUsage } from '@afisha/contracts/manage/common';
import type { FastifyRequest } from 'fastify';
import { AppError, FieldValidationError } from '../../lib/app-error.ts';

/** `If-Match: 3`, `"3"` or `W/"3"`; an entity tag that is not a version is a field error on `version`. */
export function expectedVersion(request: FastifyRequest, bodyVersion: number | undefined): number {
  const header = request.headers['if-match'];
  if (header !== undefined) {
    const match = /^\s*(?:W\/)?"?(\d{1,9})"?\s*$/.exec(String(header));
    if (!match) throw new FieldValidationError([{ field: 'version', code: 'invalid' }]);
    const version = Number(match[1]);
    if (bodyVersion !== undefined && bodyVersion !== version) {
      throw new FieldValidationError([{ field: 'version', code: 'invalid' }]);
    }
    return version;
  }
  if (bodyVersion === undefined) throw new FieldValidationError([{ field: 'version', code: 'required' }]);
  return bodyVersion;
}

/**
 * The version an action that may be made without one expects (a restore: `If-Match` or a `version` field), or
 * undefined when neither is given; a malformed one is a field error as above.
 */
export function optionalVersion(
  request: FastifyRequest,
  bodyVersion: number | undefined,
): number | undefined {
  if (request.headers['if-match'] === undefined && bodyVersion === undefined) return undefined;
  return expectedVersion(request, bodyVersion);
}

/** 409 `version_conflict`, carrying the current version so the editor can reload. */
export function staleWrite(currentVersion: number): AppError {
  return new AppError('version_conflict', 409, { version: currentVersion }, undefined, {
    version: currentVersion,
  });
}

/**
 * 409 `in_use` of a DELETE (archive) refused because sold tickets or live sessions still use the record, naming
 * the first few of them and how many there are.
 */
export function stillInUse(usedBy: readonly TUsage[], count: number): AppError {
  return new AppError('in_use', 409, { count }, undefined, { used_by: usedBy, used_count: count });
}

/**
 * 409 `record_archived` of a save (PATCH) of an archived record: it is read-only until it is restored, so that nothing
 * it was archived with (a venue's `is_active`, a performance's `is_published`) can be switched back on behind the
 * archive, and the restore brings back exactly what was archived.
 */
export function recordArchived(): AppError {
  return new AppError('record_archived', 409);
}

/**
 * 409 `venue_archived` of a restore refused because the record's venue (`venue`: its name in the request's language)
 * is still archived: a hall or a performance of an archived venue would be on the site without its venue. A new hall
 * or performance of an archived venue is refused the same way.
 */
export function venueArchived(venue: string): AppError {
  return new AppError('venue_archived', 409, { venue });
}
