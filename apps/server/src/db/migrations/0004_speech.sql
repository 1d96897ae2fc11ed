ALTER TABLE "protocols" ADD COLUMN "processing_options" jsonb;--> statement-breakpoint
ALTER TABLE "protocols" ADD COLUMN "processing_note" text;--> statement-breakpoint
ALTER TABLE "protocols" ADD COLUMN "speaker_names" jsonb;