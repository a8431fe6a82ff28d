-- The back office's audit log (issue 20), newest first at any length: each filter of GET /manage/audit (none, a
-- record's id, a kind of record, an action, a person, a venue's managers' venues, dates) has an index that gives its
-- entries in (created_at, id) order, so a page reads its rows and the capped count reads at most 10,001 index entries.
-- Before, a 500,000-entry log took 660 ms a page (every entry read and sorted; the benchmark's log had 1,200).
DROP INDEX "audit_log_entity_idx";--> statement-breakpoint
DROP INDEX "audit_log_actor_idx";--> statement-breakpoint
DROP INDEX "audit_log_created_idx";--> statement-breakpoint
DROP INDEX "audit_log_venue_created_idx";--> statement-breakpoint
CREATE INDEX "audit_log_record_idx" ON "audit_log" USING btree ("entity_id","entity_type","created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_entity_created_idx" ON "audit_log" USING btree ("entity_type","created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_action_created_idx" ON "audit_log" USING btree ("action","created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_created_idx" ON "audit_log" USING btree ("actor_user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_venue_created_idx" ON "audit_log" USING btree ("venue_id","created_at","id");