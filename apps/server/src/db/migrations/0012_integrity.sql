-- The last registration number given in each calendar year (ГОСТ Р 7.0.97-2025). POST /final takes the next one
-- by an upsert that locks the year's row until its transaction ends, so concurrent finals queue up instead of
-- racing for max + 1; it starts from the numbers already given.
CREATE TABLE "document_counters" (
  "year" integer PRIMARY KEY NOT NULL,
  "last_number" integer NOT NULL
);--> statement-breakpoint
INSERT INTO "document_counters" ("year", "last_number")
SELECT "document_year", max("document_number") FROM "protocols"
WHERE "document_year" IS NOT NULL AND "document_number" IS NOT NULL
GROUP BY "document_year";
