ALTER TABLE "listings" ADD COLUMN "patterns" text[];--> statement-breakpoint
CREATE INDEX "listings_patterns" ON "listings" USING gin ("patterns") WHERE status;