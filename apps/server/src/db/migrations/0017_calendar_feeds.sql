-- Issue 24: a person's deadlines as a calendar feed a calendar app subscribes to without signing in. The feed is
-- made by a user of the register (its owner) for one person responsible and shows that person's tasks the owner
-- may read, judged when the feed is fetched. Only a hash of the token is kept; the nonce signs it again («copy link»).
CREATE TABLE "calendar_feeds" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"responsible_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"nonce" text NOT NULL,
	"token_hash" text NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_fetched_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- One live feed per owner and person: a renewal revokes the old one in the same transaction.
CREATE UNIQUE INDEX "calendar_feeds_open_unique" ON "calendar_feeds" ("owner_id", "responsible_id") WHERE "revoked_at" IS NULL;
--> statement-breakpoint
-- The register's page (issue 24) orders a team's or a secretary's task ids by deadline and counts them in one
-- pass: with the deadline and id in the protocol's index that pass reads the index alone, not every task row.
DROP INDEX "protocol_tasks_protocol_idx";
--> statement-breakpoint
CREATE INDEX "protocol_tasks_protocol_idx" ON "protocol_tasks" USING btree ("protocol_id", "deadline", "id");
