-- Issue 24: the register shows each assignment's protocol and question. `question` is the number (from 1) of the
-- protocol text's question (agenda item) the task was given under; NULL: not tied to one (tasks made before this
-- migration, or the secretary's «Без вопроса»): the documents place such a task by its words as before
-- (docs/product-decisions.md, «Поручение и вопрос протокола»).
ALTER TABLE "protocol_tasks" ADD COLUMN "question" smallint;
--> statement-breakpoint
ALTER TABLE "protocol_tasks" ADD CONSTRAINT "protocol_tasks_question_check" CHECK ("question" IS NULL OR "question" >= 1);
--> statement-breakpoint
-- The register's search box finds a word anywhere in a task's text or its person's name (ILIKE '%…%'): trigram
-- indexes answer it without reading every task. pg_trgm is a trusted extension (PostgreSQL 13+: the database's
-- owner may create it); the embedded PGlite loads it from its contrib build (db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX "protocol_tasks_essence_trgm_idx" ON "protocol_tasks" USING gin ("essence" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "users_full_name_trgm_idx" ON "users" USING gin ("full_name" gin_trgm_ops);
