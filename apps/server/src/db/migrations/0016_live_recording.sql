-- Issue 27, recording in the browser with a live transcript. One recording per protocol; its takes (one per
-- MediaRecorder session), the pieces of each take (a row only once the bytes are stored: the primary key makes
-- retried, duplicated and parallel PUTs of one piece count once), and the utterances recognised while recording
-- (the id `take:startMs` is stable, so decoding a take again after a restart adds none twice).
CREATE TABLE "recordings" (
	"id" serial PRIMARY KEY NOT NULL,
	"protocol_id" integer NOT NULL REFERENCES "protocols"("id") ON DELETE CASCADE,
	"state" text DEFAULT 'recording' NOT NULL,
	"stop_takes" jsonb,
	"duration_seconds" double precision,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "recordings_protocol_id_unique" ON "recordings" ("protocol_id");
--> statement-breakpoint
CREATE TABLE "recording_takes" (
	"recording_id" integer NOT NULL REFERENCES "recordings"("id") ON DELETE CASCADE,
	"take" integer NOT NULL,
	"mime_type" text NOT NULL,
	"samples" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("recording_id", "take")
);
--> statement-breakpoint
CREATE TABLE "recording_pieces" (
	"recording_id" integer NOT NULL,
	"take" integer NOT NULL,
	"index" integer NOT NULL,
	"sha256" text NOT NULL,
	"size" integer NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("recording_id", "take", "index"),
	FOREIGN KEY ("recording_id", "take") REFERENCES "recording_takes"("recording_id", "take") ON DELETE CASCADE
);
--> statement-breakpoint
CREATE TABLE "recording_segments" (
	"recording_id" integer NOT NULL REFERENCES "recordings"("id") ON DELETE CASCADE,
	"id" text NOT NULL,
	"take" integer NOT NULL,
	"start_ms" integer NOT NULL,
	"end_ms" integer NOT NULL,
	"text" text NOT NULL,
	PRIMARY KEY ("recording_id", "id")
);
