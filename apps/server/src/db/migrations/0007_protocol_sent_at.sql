-- Issue 14, side effects once: when the protocol was last sent. One guarded UPDATE of it lets one of any number
-- of concurrent «Разослать» through (documents/routes.ts). A file of its own: 0007_upload_integrity was already
-- applied in main without it.
ALTER TABLE "protocols" ADD COLUMN IF NOT EXISTS "sent_at" timestamp with time zone;
