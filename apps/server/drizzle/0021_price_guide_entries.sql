CREATE TABLE "price_guide_entries" (
	"listing_id" uuid NOT NULL,
	"category" "category" NOT NULL,
	"place" text NOT NULL,
	"digits" smallint NOT NULL,
	"trait" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "price_guide_entries_pkey" PRIMARY KEY("listing_id","trait")
);
--> statement-breakpoint
CREATE INDEX "price_guide_entries_newest" ON "price_guide_entries" USING btree ("category","place","digits","trait","created_at" DESC NULLS FIRST,"listing_id" DESC NULLS FIRST);--> statement-breakpoint
-- Hand-written from here (drizzle-kit has no word for triggers). price_guide_entries follows every
-- write to listings, whoever writes (the app, the seed, a moderator, a cascade from customers), in
-- the writing transaction: a listing's rows are those of its row as written (ADR 0051).
CREATE FUNCTION price_guide_entries_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM price_guide_entries e USING removed r WHERE e.listing_id = r.id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    -- Listings for sale with an asking price, as the guide's asking prices are (ADR 0039).
    INSERT INTO price_guide_entries (listing_id, category, place, digits, trait, created_at)
      SELECT a.id, a.category, coalesce(a.city::text, a.operator::text), coalesce(a.digits, 0), t.trait, a.created_at
      FROM added a
        CROSS JOIN LATERAL unnest(array_remove(
          array['', 'tags:' || coalesce((SELECT string_agg(DISTINCT tag COLLATE "C", '+' ORDER BY tag COLLATE "C") FROM unnest(a.patterns) AS tag), '')] || coalesce(a.patterns, '{}') ||
            CASE WHEN a.category = 'mobile' THEN 'prefix:' || a.prefix ELSE 'code:' || a.code END,
          NULL)) AS t(trait)
      WHERE a.status AND NOT a.is_sold AND NOT a.is_order AND a.new_price IS NOT NULL
        AND coalesce(a.city::text, a.operator::text) IS NOT NULL
      ON CONFLICT DO NOTHING;
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
INSERT INTO price_guide_entries (listing_id, category, place, digits, trait, created_at)
  SELECT l.id, l.category, coalesce(l.city::text, l.operator::text), coalesce(l.digits, 0), t.trait, l.created_at
  FROM listings l
    CROSS JOIN LATERAL unnest(array_remove(
      array['', 'tags:' || coalesce((SELECT string_agg(DISTINCT tag COLLATE "C", '+' ORDER BY tag COLLATE "C") FROM unnest(l.patterns) AS tag), '')] || coalesce(l.patterns, '{}') ||
        CASE WHEN l.category = 'mobile' THEN 'prefix:' || l.prefix ELSE 'code:' || l.code END,
      NULL)) AS t(trait)
  WHERE l.status AND NOT l.is_sold AND NOT l.is_order AND l.new_price IS NOT NULL
    AND coalesce(l.city::text, l.operator::text) IS NOT NULL
  ON CONFLICT DO NOTHING;
