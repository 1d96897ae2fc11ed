-- Every move of a task's deadline (issue 24): the register shows «Срок перенесён» from it, and the reports of the
-- people responsible (a proposed new date, accepted by the secretary) keep their history here.
CREATE TABLE "task_deadline_changes" (
  "id" serial PRIMARY KEY NOT NULL,
  "task_id" integer NOT NULL,
  "old_deadline" date NOT NULL,
  "new_deadline" date NOT NULL,
  "user_id" integer,
  "reason" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "task_deadline_changes" ADD CONSTRAINT "task_deadline_changes_task_id_protocol_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."protocol_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_deadline_changes" ADD CONSTRAINT "task_deadline_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "task_deadline_changes_task_idx" ON "task_deadline_changes" USING btree ("task_id","created_at");--> statement-breakpoint
-- The register of assignments pages through the visible tasks in deadline order (an admin's: all of them), and
-- «Новое» (in work, not yet announced: a few among thousands) is read from its own small index in that order.
CREATE INDEX "protocol_tasks_deadline_idx" ON "protocol_tasks" USING btree ("deadline","id");--> statement-breakpoint
CREATE INDEX "protocol_tasks_unannounced_idx" ON "protocol_tasks" USING btree ("deadline","id") WHERE "status" = 'process' AND "assignment_mailed_at" IS NULL;
