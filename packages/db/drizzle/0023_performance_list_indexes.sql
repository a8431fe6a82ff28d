-- The back office's lists at scale (issue 20): the title search on lower-cased text (exact trigram matches, a LIKE
-- recheck), a venue's live performances newest first from one index, and live sessions per hall counted from an index.
DROP INDEX "performances_title_trgm_idx";--> statement-breakpoint
CREATE INDEX "performances_venue_live_updated_idx" ON "performances" USING btree ("venue_id","updated_at","id") WHERE "performances"."archived_at" IS NULL;--> statement-breakpoint
CREATE INDEX "performances_title_lower_trgm_idx" ON "performances" USING gin (lower(slug || ' ' || coalesce(title->>'ru', '') || ' ' || coalesce(title->>'en', '') || ' ' || coalesce(title->>'fr', '') || ' ' || coalesce(title->>'de', '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "events_live_hall_starts_idx" ON "events" USING btree ("hall_id","starts_at") WHERE "events"."cancelled_at" IS NULL AND "events"."archived_at" IS NULL AND "events"."sale_status" <> 'cancelled';