DROP INDEX "saved_searches_candidates";--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "city" "city";--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "digits" smallint;--> statement-breakpoint
CREATE INDEX "saved_searches_candidates" ON "saved_searches" USING btree ("is_order","category","city","digits");--> statement-breakpoint
-- Hand-written: the searches saved before these columns take them from their filters.
UPDATE "saved_searches" SET "city" = ("filters"->>'city')::"city", "digits" = ("filters"->>'digit')::smallint;
