CREATE TABLE "signin_throttles" (
	"email" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"locked_until" timestamp with time zone,
	"last_attempt_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pending_signups" ADD COLUMN "requested_from" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "signin_throttles_last_attempt" ON "signin_throttles" USING btree ("last_attempt_at");--> statement-breakpoint
CREATE INDEX "pending_signups_expiry" ON "pending_signups" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "pending_signups_address" ON "pending_signups" USING btree ("requested_from","expires_at");--> statement-breakpoint
CREATE INDEX "sessions_expiry" ON "sessions" USING btree ("expires_at");