CREATE TABLE "price_guide_entries" (
	"listing_id" uuid NOT NULL,
	"category" "category" NOT NULL,
	"place" text NOT NULL,
	"digits" smallint NOT NULL,
	"kind" text NOT NULL,
	"trait" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "price_guide_entries_pkey" PRIMARY KEY("listing_id","trait")
);
--> statement-breakpoint
CREATE INDEX "price_guide_entries_newest" ON "price_guide_entries" USING btree ("category","place","digits","kind","trait","at" DESC NULLS FIRST,"listing_id" DESC NULLS FIRST);--> statement-breakpoint
-- Hand-written from here (drizzle-kit has no word for functions and triggers).
-- A listing's rows in price_guide_entries: one home for which listings are comparables (as ADR 0039
-- says: shared, for sale with an asking price, or sold with the price published) and for their traits.
CREATE FUNCTION price_guide_entries_of(l listings)
  RETURNS TABLE (listing_id uuid, category category, place text, digits smallint, kind text, trait text, at timestamptz)
  LANGUAGE sql STABLE AS $$
  SELECT l.id, l.category, coalesce(l.city::text, l.operator::text), coalesce(l.digits, 0)::smallint,
    CASE WHEN l.is_sold THEN 'sale' ELSE 'asking' END, t.trait,
    CASE WHEN l.is_sold THEN coalesce(l.sold_at, l.created_at) ELSE l.created_at END
  FROM unnest(array_remove(
      array['', 'tags:' || coalesce((SELECT string_agg(DISTINCT tag COLLATE "C", '+' ORDER BY tag COLLATE "C") FROM unnest(l.patterns) AS tag), '')]
        || coalesce(l.patterns, '{}')
        || CASE WHEN l.category = 'mobile' THEN 'prefix:' || l.prefix ELSE 'code:' || l.code END,
      NULL)) AS t(trait)
  WHERE l.status AND NOT l.is_order AND coalesce(l.city::text, l.operator::text) IS NOT NULL
    AND CASE WHEN l.is_sold THEN l.sold_price_published ELSE l.new_price IS NOT NULL END
  GROUP BY t.trait
$$;
--> statement-breakpoint
-- price_guide_entries follows every write to listings, whoever writes (the app, the seed, a moderator,
-- a cascade from customers), in the writing transaction (ADR 0051).
CREATE FUNCTION price_guide_entries_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM price_guide_entries e USING removed r WHERE e.listing_id = r.id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO price_guide_entries SELECT e.* FROM added a CROSS JOIN LATERAL price_guide_entries_of(a) e;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER price_guide_entries_insert AFTER INSERT ON listings REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION price_guide_entries_follow();
--> statement-breakpoint
CREATE TRIGGER price_guide_entries_update AFTER UPDATE ON listings REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION price_guide_entries_follow();
--> statement-breakpoint
CREATE TRIGGER price_guide_entries_delete AFTER DELETE ON listings REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION price_guide_entries_follow();
--> statement-breakpoint
CREATE FUNCTION price_guide_entries_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE price_guide_entries;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER price_guide_entries_truncate AFTER TRUNCATE ON listings
  FOR EACH STATEMENT EXECUTE FUNCTION price_guide_entries_clear();
--> statement-breakpoint
-- The listings so far, after the triggers: they hold off writers until this migration commits.
INSERT INTO price_guide_entries SELECT e.* FROM listings l CROSS JOIN LATERAL price_guide_entries_of(l) e;
