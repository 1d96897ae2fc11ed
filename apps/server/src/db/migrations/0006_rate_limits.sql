-- Issue 14, item 3: limits that hold under concurrency. One row per limited key (login by account and IP, by
-- account, by IP; reset links; refreshes), counted by one atomic INSERT … ON CONFLICT DO UPDATE … RETURNING, so
-- parallel requests on any number of API processes see one count. Replaces the per-attempt log.
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE INDEX "rate_limits_reset_at_idx" ON "rate_limits" USING btree ("reset_at");--> statement-breakpoint
DROP TABLE "login_failures";
