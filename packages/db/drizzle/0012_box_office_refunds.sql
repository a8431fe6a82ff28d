ALTER TABLE "refund_items" DROP CONSTRAINT "refund_items_amount_ck";--> statement-breakpoint
ALTER TABLE "refunds" DROP CONSTRAINT "refunds_amount_ck";--> statement-breakpoint
ALTER TABLE "refunds" ALTER COLUMN "payment_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "certificate_kopecks" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_paid_idx" ON "orders" USING btree ("paid_at");--> statement-breakpoint
CREATE INDEX "refunds_created_idx" ON "refunds" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "refund_items" ADD CONSTRAINT "refund_items_amount_ck" CHECK ("refund_items"."amount_kopecks" >= 0);--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_ck" CHECK ("refunds"."payment_id" IS NOT NULL OR "refunds"."amount_kopecks" = 0);--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_amount_ck" CHECK ("refunds"."amount_kopecks" >= 0 AND "refunds"."certificate_kopecks" >= 0);