'use client';
// Owns what the archive and restore buttons share: the request on a record (its path under /manage, with the version
// read as `If-Match`) and what came of it — the record as the API answered it, or the refusal read the way the
// forms read theirs (server-errors.ts), or no answer at all.
import type { Parser, UnsafeMethod } from '@/lib/api-client';
import { manageWrite } from '../api/manage-api';
import { type ManageRefusal, readRefusal } from './server-errors';

export type RecordActionOutcome<T> =
  | { ok: true; record: T | undefined }
  | { ok: false; refusal: ManageRefusal | { kind: 'unreachable' } };

export async function runRecordAction<T>(
  method: UnsafeMethod,
  path: string,
  parser: Parser<T> | null,
  options: { locale: string; version?: number },
): Promise<RecordActionOutcome<T>> {
  const result = await manageWrite(method, path, parser, options);
  if (result.ok) return { ok: true, record: result.data };
  if (result.reason !== 'status') return { ok: false, refusal: { kind: 'unreachable' } };
  return { ok: false, refusal: readRefusal(result.status, result.body, []) };
}
