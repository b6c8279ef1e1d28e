-- Every publish, edit or sale rewrites a row of listing_counts (ADR 0024). Filled to the brim, each new
-- version of a row went to another page, and the table a list sums grew to hundreds of pages of dead
-- versions for its two thousand live rows. With room left on every page, the new version stays beside
-- the old (a HOT update: `n` is in no index) and the page prunes the old one itself; autovacuum comes
-- after a few hundred changes, not a fifth of the table.
ALTER TABLE "listing_counts" SET (fillfactor = 50, autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 500);--> statement-breakpoint
-- Counts every group afresh from listings into a new, compact table. For a bulk load, which rewrites
-- every group once per statement in one transaction (no page can prune a version its own transaction
-- may still see), and for this migration. Writers to listings wait for the caller to commit (their
-- triggers need the table), then add their own changes.
CREATE FUNCTION listing_counts_recount() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE listing_counts;
  INSERT INTO listing_counts
    SELECT status, category, is_order, is_ad, city, digits, operator, prefix, patterns, count(*)
    FROM listings GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9;
END $$;
--> statement-breakpoint
SELECT listing_counts_recount();
