ALTER TABLE "protocols" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "protocol_tasks" ADD COLUMN "assignment_mailed_at" timestamp with time zone;--> statement-breakpoint
-- Tasks that existed before were mailed (or meant to be) when they were created: never again.
UPDATE "protocol_tasks" SET "assignment_mailed_at" = "created_at";--> statement-breakpoint
-- The version of a protocol's text (transcript, draft sections, final text), for the editors' If-Match check:
-- every change of the text, whoever makes it (an editor, a processing run, a keyword change), counts.
CREATE FUNCTION "protocols_bump_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."transcript" IS DISTINCT FROM OLD."transcript"
    OR NEW."sections" IS DISTINCT FROM OLD."sections"
    OR NEW."final_transcript" IS DISTINCT FROM OLD."final_transcript" THEN
    NEW."version" := OLD."version" + 1;
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "protocols_version" BEFORE UPDATE ON "protocols" FOR EACH ROW EXECUTE FUNCTION "protocols_bump_version"();
