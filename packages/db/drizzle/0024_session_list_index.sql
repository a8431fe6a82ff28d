-- The back office's sessions lists (issue 20): a venue's or hall's sessions not archived, matched, counted, ordered and
-- paged from this index alone; only the page's rows are read from events.
CREATE INDEX "events_unarchived_hall_starts_idx" ON "events" USING btree ("hall_id","starts_at","id","eventdate") WHERE "events"."archived_at" IS NULL;