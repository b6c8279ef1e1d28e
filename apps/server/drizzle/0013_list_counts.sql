CREATE TABLE "listing_counts" (
	"status" boolean NOT NULL,
	"category" "category" NOT NULL,
	"is_order" boolean NOT NULL,
	"is_ad" boolean NOT NULL,
	"city" "city",
	"digits" smallint,
	"operator" "operator",
	"prefix" text,
	"patterns" text[],
	"n" integer NOT NULL,
	CONSTRAINT "listing_counts_group" UNIQUE NULLS NOT DISTINCT("status","category","is_order","is_ad","city","digits","operator","prefix","patterns")
);
--> statement-breakpoint
ALTER TABLE "listings" drop column "search";--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "search" text GENERATED ALWAYS AS (lower("number" || ' ' || "title_en" || ' ' || "title_ar" || ' ' || "description_en" || ' ' || "description_ar")) STORED NOT NULL;--> statement-breakpoint
-- Hand-written from here (drizzle-kit has no word for triggers). The trigram index went with the
-- column it indexes (ADR 0024: keywords compare with LIKE on the lower-cased text).
CREATE INDEX "listings_search" ON "listings" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
-- listing_counts follows every write to listings, whoever writes (the app, the seed, a cascade from
-- customers): statement triggers add each statement's net change per group at once. Groups are
-- written in key order, so two writers wait for each other instead of deadlocking.
CREATE FUNCTION listing_counts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO listing_counts AS kept
      SELECT status, category, is_order, is_ad, city, digits, operator, prefix, patterns, count(*)
      FROM added GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9
    ON CONFLICT ON CONSTRAINT listing_counts_group DO UPDATE SET n = kept.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO listing_counts AS kept
      SELECT status, category, is_order, is_ad, city, digits, operator, prefix, patterns, -count(*)
      FROM removed GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9
    ON CONFLICT ON CONSTRAINT listing_counts_group DO UPDATE SET n = kept.n + excluded.n;
  ELSE
    -- Most updates leave every group as it was (a price, a title): nothing to write.
    INSERT INTO listing_counts AS kept
      SELECT status, category, is_order, is_ad, city, digits, operator, prefix, patterns, sum(n)
      FROM (
        SELECT status, category, is_order, is_ad, city, digits, operator, prefix, patterns, 1 AS n FROM added
        UNION ALL
        SELECT status, category, is_order, is_ad, city, digits, operator, prefix, patterns, -1 FROM removed
      ) AS changes
      GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9 HAVING sum(n) <> 0 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9
    ON CONFLICT ON CONSTRAINT listing_counts_group DO UPDATE SET n = kept.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER listing_counts_insert AFTER INSERT ON listings REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION listing_counts_follow();
--> statement-breakpoint
CREATE TRIGGER listing_counts_update AFTER UPDATE ON listings REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION listing_counts_follow();
--> statement-breakpoint
CREATE TRIGGER listing_counts_delete AFTER DELETE ON listings REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION listing_counts_follow();
--> statement-breakpoint
CREATE FUNCTION listing_counts_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE listing_counts;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER listing_counts_truncate AFTER TRUNCATE ON listings
  FOR EACH STATEMENT EXECUTE FUNCTION listing_counts_clear();
--> statement-breakpoint
-- The listings so far, after the triggers: they hold off writers until this migration commits.
INSERT INTO listing_counts
  SELECT status, category, is_order, is_ad, city, digits, operator, prefix, patterns, count(*)
  FROM listings GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9;
--> statement-breakpoint
-- Price-range counts and deep pages are index-only scans, which read the table for every page whose
-- visibility-map bit a write cleared until a vacuum sets it again: vacuum after 2% of the rows changed
-- or were added, not the default 20% (ADR 0024). PGlite has no autovacuum; the setting is inert there.
ALTER TABLE "listings" SET (autovacuum_vacuum_scale_factor = 0.02, autovacuum_vacuum_insert_scale_factor = 0.02);
