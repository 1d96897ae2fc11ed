-- The protocol list (issue 16): newest first with the id breaking ties, read from an index instead of sorting all
-- of a secretary's protocols (or everyone's, for an admin or a manager) for every page.
DROP INDEX "protocols_secretary_created_idx";--> statement-breakpoint
CREATE INDEX "protocols_created_idx" ON "protocols" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "protocols_secretary_created_idx" ON "protocols" USING btree ("secretary_id","created_at","id");