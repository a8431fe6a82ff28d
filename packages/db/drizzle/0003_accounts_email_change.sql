-- Accounts: e-mail change confirmations (a new token purpose and the address it applies), and session
-- rotation at sign-in keeps the visitor's cart and orders (their session_id follows the new id: ON UPDATE CASCADE).
ALTER TYPE "public"."email_token_purpose" ADD VALUE 'email_change';--> statement-breakpoint
ALTER TABLE "carts" DROP CONSTRAINT "carts_session_id_sessions_id_fk";
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_session_id_sessions_id_fk";
--> statement-breakpoint
ALTER TABLE "email_tokens" ADD COLUMN "new_email" text;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE set null ON UPDATE cascade;