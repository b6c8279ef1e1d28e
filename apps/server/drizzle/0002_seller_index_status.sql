DROP INDEX "listings_customer";--> statement-breakpoint
CREATE INDEX "listings_customer" ON "listings" USING btree ("customer_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"status");