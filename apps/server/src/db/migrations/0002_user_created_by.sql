ALTER TABLE "users" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Who created an existing external member was never recorded. The secretary who first took him into her work
-- (a meeting, a protocol or a task, whichever came first) is the one who knows him; an external nobody used
-- stays without a creator and only admins edit him.
UPDATE "users" AS "external" SET "created_by" = (
  SELECT "first_use"."secretary_id" FROM (
    SELECT "meetings"."secretary_id", "meeting_members"."created_at" FROM "meeting_members"
      JOIN "meetings" ON "meetings"."id" = "meeting_members"."meeting_id"
      WHERE "meeting_members"."member_id" = "external"."id"
    UNION ALL
    SELECT "protocols"."secretary_id", "protocol_members"."created_at" FROM "protocol_members"
      JOIN "protocols" ON "protocols"."id" = "protocol_members"."protocol_id"
      WHERE "protocol_members"."member_id" = "external"."id"
    UNION ALL
    SELECT "protocols"."secretary_id", "protocol_tasks"."created_at" FROM "protocol_tasks"
      JOIN "protocols" ON "protocols"."id" = "protocol_tasks"."protocol_id"
      WHERE "protocol_tasks"."responsible_id" = "external"."id"
  ) AS "first_use"
  ORDER BY "first_use"."created_at", "first_use"."secretary_id"
  LIMIT 1
)
WHERE "external"."role" = 'external';
