CREATE TABLE "sandbox_refunds" (
	"provider_refund_id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"provider_payment_id" text NOT NULL,
	"amount_kopecks" integer NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_refunds_idempotency_key_uq" UNIQUE("idempotency_key"),
	CONSTRAINT "sandbox_refunds_amount_ck" CHECK ("sandbox_refunds"."amount_kopecks" > 0),
	CONSTRAINT "sandbox_refunds_status_ck" CHECK ("sandbox_refunds"."status" IN ('succeeded', 'failed'))
);
--> statement-breakpoint
CREATE INDEX "sandbox_refunds_payment_idx" ON "sandbox_refunds" USING btree ("provider_payment_id");