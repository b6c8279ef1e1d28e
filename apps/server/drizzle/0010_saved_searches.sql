CREATE TABLE "matches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"saved_search_id" uuid NOT NULL,
	"listing_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"messaged_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"name" text NOT NULL,
	"filters" jsonb NOT NULL,
	"category" "category",
	"is_order" boolean NOT NULL,
	"alerts" boolean DEFAULT true NOT NULL,
	"unsubscribe_token" text NOT NULL,
	"origin" text NOT NULL,
	"last_messaged_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "matches_search_listing" ON "matches" USING btree ("saved_search_id","listing_id");--> statement-breakpoint
CREATE INDEX "matches_customer" ON "matches" USING btree ("customer_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "matches_unread" ON "matches" USING btree ("customer_id") WHERE read_at is null;--> statement-breakpoint
CREATE INDEX "matches_waiting" ON "matches" USING btree ("saved_search_id") WHERE messaged_at is null;--> statement-breakpoint
CREATE INDEX "matches_listing" ON "matches" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "saved_searches_customer" ON "saved_searches" USING btree ("customer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "saved_searches_candidates" ON "saved_searches" USING btree ("is_order","category");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_searches_unsubscribe" ON "saved_searches" USING btree ("unsubscribe_token");