CREATE TABLE "listing_prices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"listing_id" uuid NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "previous_price" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "listing_prices" ADD CONSTRAINT "listing_prices_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_prices_listing" ON "listing_prices" USING btree ("listing_id","at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_withdrawn_not_shared" CHECK ("listings"."withdrawn_at" is null or not "listings"."status");--> statement-breakpoint
-- Hand-written from here (drizzle-kit has no word for triggers): the price history is kept by the
-- database itself, so every writer (publishing, editing, the seed, bench:api) records it alike (ADR 0020).
CREATE FUNCTION listing_price_remember() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.new_price IS DISTINCT FROM OLD.new_price THEN
    NEW.previous_price := OLD.new_price;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER listings_price_remember BEFORE UPDATE OF new_price ON listings
  FOR EACH ROW EXECUTE FUNCTION listing_price_remember();
--> statement-breakpoint
CREATE FUNCTION listing_price_record() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.new_price IS NOT NULL AND (TG_OP = 'INSERT' OR NEW.new_price IS DISTINCT FROM OLD.new_price) THEN
    INSERT INTO listing_prices (listing_id, price, at)
      VALUES (NEW.id, NEW.new_price, CASE WHEN TG_OP = 'INSERT' THEN NEW.created_at ELSE now() END);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER listings_price_record AFTER INSERT OR UPDATE OF new_price ON listings
  FOR EACH ROW EXECUTE FUNCTION listing_price_record();
--> statement-breakpoint
-- The listings published before the history existed start it with their price at publishing.
INSERT INTO listing_prices (listing_id, price, at)
  SELECT id, new_price, created_at FROM listings WHERE new_price IS NOT NULL;
