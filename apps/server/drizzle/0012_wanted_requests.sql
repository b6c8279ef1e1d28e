ALTER TABLE "listings" ADD COLUMN "budget" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "wanted_id" uuid;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_wanted_id_listings_id_fk" FOREIGN KEY ("wanted_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_searches_wanted" ON "saved_searches" USING btree ("wanted_id");--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_budget_wanted" CHECK ("listings"."budget" is null or "listings"."is_order");