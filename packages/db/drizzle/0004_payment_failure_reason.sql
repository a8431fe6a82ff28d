-- Checkout: why a payment failed (the provider's reason in our words), shown to the buyer who pays again.
CREATE TYPE "public"."payment_failure" AS ENUM('declined', 'authentication_failed', 'cancelled', 'other');--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "failure_reason" "payment_failure";
