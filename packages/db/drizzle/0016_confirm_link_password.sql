ALTER TABLE "email_tokens" ADD COLUMN "password_hash" text;--> statement-breakpoint
ALTER TABLE "email_tokens" ADD COLUMN "first_name" text;--> statement-breakpoint
ALTER TABLE "email_tokens" ADD COLUMN "locale" "locale";