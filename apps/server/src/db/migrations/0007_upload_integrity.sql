-- Issue 14, upload integrity: every chunk keeps its checksum (a second write of the same index must match it),
-- the client's checksum of the whole file (checked after assembly), and the assembly marker a heartbeat (a
-- killed assembler's claim lapses in seconds instead of blocking the upload for 15 minutes).
ALTER TABLE "upload_chunks" ADD COLUMN "sha256" text;--> statement-breakpoint
ALTER TABLE "upload_chunks" ADD COLUMN "file_sha256" text;--> statement-breakpoint
ALTER TABLE "upload_chunks" ADD COLUMN "heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
-- When the protocol was last sent: one guarded UPDATE of it lets one of any number of concurrent «Разослать»
-- through (documents/routes.ts).
ALTER TABLE "protocols" ADD COLUMN IF NOT EXISTS "sent_at" timestamp with time zone;
