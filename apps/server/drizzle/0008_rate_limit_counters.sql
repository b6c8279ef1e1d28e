-- Unlogged (hand-edited; drizzle-kit has no word for it): counters are cheap to write and a crash only
-- forgets a minute of them.
CREATE UNLOGGED TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"resets_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limit_counters_resets" ON "rate_limit_counters" USING btree ("resets_at");