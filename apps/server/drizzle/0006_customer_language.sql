CREATE TYPE "public"."language" AS ENUM('en', 'ar');--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "language" "language" DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "pending_signups" ADD COLUMN "language" "language" DEFAULT 'en' NOT NULL;