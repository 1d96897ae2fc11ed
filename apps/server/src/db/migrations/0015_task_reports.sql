-- Issue 24: the personal report link in each task letter. Only a hash of the token is kept; the nonce lets the
-- server sign the same token again for the next letter (a reminder carries the link the assignment did).
CREATE TABLE "task_report_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"task_id" integer NOT NULL REFERENCES "protocol_tasks"("id") ON DELETE CASCADE,
	"responsible_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"nonce" text NOT NULL,
	"token_hash" text NOT NULL,
	"revoked_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- At most one open link per task: parallel letters of one task agree on it.
CREATE UNIQUE INDEX "task_report_links_open_unique" ON "task_report_links" ("task_id") WHERE "revoked_at" IS NULL AND "closed_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "task_report_links_task_idx" ON "task_report_links" ("task_id");
--> statement-breakpoint
CREATE TABLE "task_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"task_id" integer NOT NULL REFERENCES "protocol_tasks"("id") ON DELETE CASCADE,
	"link_id" integer NOT NULL REFERENCES "task_report_links"("id") ON DELETE CASCADE,
	"kind" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"proposed_deadline" date,
	"file" jsonb,
	"state" text DEFAULT 'pending' NOT NULL,
	"decided_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"decided_at" timestamp with time zone,
	"decision_comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- One report waits for a decision at a time: parallel sends through one link keep one.
CREATE UNIQUE INDEX "task_reports_one_pending" ON "task_reports" ("task_id") WHERE "state" = 'pending';
--> statement-breakpoint
CREATE INDEX "task_reports_link_idx" ON "task_reports" ("link_id", "created_at");
--> statement-breakpoint
-- Each reminder once: its row is claimed in the transaction that queues its letter. Keyed by the deadline and the
-- person, so a moved deadline or a new person gets reminders of their own.
CREATE TABLE "task_reminders" (
	"task_id" integer NOT NULL REFERENCES "protocol_tasks"("id") ON DELETE CASCADE,
	"kind" text NOT NULL,
	"deadline" date NOT NULL,
	"responsible_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("task_id", "kind", "deadline", "responsible_id")
);
--> statement-breakpoint
-- The secretary's daily digest of overdue tasks, once a day (organisation's day).
CREATE TABLE "overdue_digests" (
	"secretary_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("secretary_id", "day")
);
--> statement-breakpoint
-- A reminder already sent (the old one-reminder mechanism) counts as the day-before one.
INSERT INTO "task_reminders" ("task_id", "kind", "deadline", "responsible_id")
SELECT "id", 'before_1', "deadline", "responsible_id" FROM "protocol_tasks"
WHERE "reminder_sent_at" IS NOT NULL AND "responsible_id" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "protocol_tasks" DROP COLUMN "reminder_sent_at";
