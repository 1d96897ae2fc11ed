ALTER TABLE "protocols" ADD COLUMN "document_year" integer;--> statement-breakpoint
ALTER TABLE "protocols" ADD COLUMN "document_number" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "protocols_document_number_unique" ON "protocols" USING btree ("document_year","document_number");--> statement-breakpoint
-- The registration number within the calendar year (ГОСТ Р 7.0.97-2025): final protocols saved before this
-- migration are numbered in the order of their meetings, year by year.
UPDATE "protocols" SET "document_year" = "numbered"."year", "document_number" = "numbered"."n"
FROM (
  SELECT "id", extract(year FROM "event_date")::integer AS "year",
         row_number() OVER (PARTITION BY extract(year FROM "event_date") ORDER BY "event_date", "id")::integer AS "n"
  FROM "protocols" WHERE "stage" = 'final'
) AS "numbered"
WHERE "protocols"."id" = "numbered"."id";
