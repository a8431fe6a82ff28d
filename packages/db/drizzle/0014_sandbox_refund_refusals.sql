CREATE TABLE "sandbox_refund_refusals" (
	"provider_payment_id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
