// Owns the contract of the back office's preview of a performance (issue 30): GET /manage/performances/{id}/preview
// answers the performance exactly as the public performance page reads it (GET /performance/{slug}: the same
// ZPerformanceDetail) and its schedule as the public sessions list reads it (GET /events: ZEvent), whatever the
// performance's publication — a draft, an unpublished or an archived one — to its venue's managers and
// administrators only. Never cached. Imported as `@afisha/contracts/manage/performance-preview`.
import { z } from 'zod';
import { ZEvent } from '../catalogue.ts';
import { ZPerformanceDetail } from '../performances.ts';

export const PREVIEW_SESSIONS_LIMIT = 100;

export const ZPerformancePreview = z.object({
  performance: ZPerformanceDetail,
  /** Its upcoming sessions a visitor would see (not drafts, not cancelled), soonest first, at most 100. */
  sessions: z.array(ZEvent),
  /** Its upcoming sessions still drafts: not shown to visitors, nor here. */
  draft_sessions: z.number().int(),
  /** Whether visitors can see the performance now (published, not archived, its venue active). */
  visible: z.boolean(),
});
export type TPerformancePreview = z.infer<typeof ZPerformancePreview>;
