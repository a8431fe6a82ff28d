CREATE TABLE "attempt_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"state" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- Request counters are written on every request: UNLOGGED (no WAL), at the price of being emptied after a crash of
-- the database (not after a clean restart) and of being absent on a promoted standby: a rate limit that starts afresh
-- then is acceptable. Attempt limits (sign-in lockouts) are logged: they must survive.
CREATE UNLOGGED TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "attempt_limits_expires_idx" ON "attempt_limits" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "rate_limit_counters_expires_idx" ON "rate_limit_counters" USING btree ("expires_at");