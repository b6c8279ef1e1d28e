CREATE TABLE "listing_daily_counts" (
	"listing_id" uuid NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"whatsapp_taps" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "listing_daily_counts_listing_id_day_pk" PRIMARY KEY("listing_id","day")
);
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "sold_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "sold_price" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "sold_price_published" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_daily_counts" ADD CONSTRAINT "listing_daily_counts_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listings_sold_published" ON "listings" USING btree ("category","sold_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_sold and sold_price_published;--> statement-breakpoint
CREATE INDEX "listings_sold_published_plate" ON "listings" USING btree ("category","city","digits","sold_at" DESC NULLS FIRST) WHERE is_sold and sold_price_published;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_sale_price_sold" CHECK ("listings"."sold_price" is null or ("listings"."is_sold" and not "listings"."is_order"));--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_sale_published_priced" CHECK (not "listings"."sold_price_published" or "listings"."sold_price" is not null);--> statement-breakpoint
-- Listings sold before sales were dated: the day they were published is the best date known.
UPDATE "listings" SET "sold_at" = "created_at" WHERE "is_sold" AND "sold_at" IS NULL;
