ALTER TYPE "public"."checkin_result" ADD VALUE 'wrong_event';--> statement-breakpoint
ALTER TABLE "checkins" ADD COLUMN "device" text;--> statement-breakpoint
ALTER TABLE "checkins" ADD COLUMN "event_id" integer;--> statement-breakpoint
ALTER TABLE "checkins" ADD CONSTRAINT "checkins_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;