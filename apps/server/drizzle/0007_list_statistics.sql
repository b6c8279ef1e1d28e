-- What the planner must know to choose a list's index (ADR 0018). Plate filters combine columns that
-- go together (Dubai issues more three-digit plates than Fujairah; mobile prefixes belong to one
-- operator), and without these statistics PostgreSQL multiplies their selectivities as if they were
-- independent: at 100,000 listings it guessed 259 Dubai three-digit cars at 100k–500k AED where there
-- were 2,784, then read and sorted every one of them instead of walking the newest-first index.
CREATE STATISTICS IF NOT EXISTS "listings_plate_statistics" (dependencies, mcv) ON "category", "city", "digits", "code" FROM "listings";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "listings_mobile_statistics" (dependencies, mcv) ON "category", "operator", "prefix" FROM "listings";--> statement-breakpoint
ANALYZE "listings";
