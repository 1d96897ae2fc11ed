-- Full-text search (issue 17): one table of searchable pieces, kept current by triggers, with a GIN index over
-- their Russian tsvectors. PostgreSQL and the embedded PGlite both carry the `russian` snowball configuration,
-- which also folds ё into е. The pieces:
--   protocol    the header (theme, agenda, summary; label NULL) and each section of the final text, or of the
--               draft while there is no final text (label = the section's title);
--   transcript  consecutive transcript segments of about 60 words, with each segment's start second and where
--               its text begins in the piece (kept small: a row under 2 kB is never compressed, so a word
--               found in every piece is checked at heap speed);
--   task        a task's essence and its responsible person's name;
--   meeting     a meeting's theme and description.
-- secretary_id is the owner the one access policy scopes by (http/access.ts readableWhere); event_date is the
-- meeting's day (a task's is its protocol's) for the date filter.
CREATE TABLE "search_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"secretary_id" integer NOT NULL,
	"protocol_id" integer,
	"task_id" integer,
	"meeting_id" integer,
	"event_date" date NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"label" text,
	"body" text NOT NULL,
	"starts" double precision[],
	"offsets" integer[],
	"tsv" tsvector NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_entries" ADD CONSTRAINT "search_entries_secretary_id_users_id_fk" FOREIGN KEY ("secretary_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_entries" ADD CONSTRAINT "search_entries_protocol_id_protocols_id_fk" FOREIGN KEY ("protocol_id") REFERENCES "public"."protocols"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_entries" ADD CONSTRAINT "search_entries_task_id_protocol_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."protocol_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_entries" ADD CONSTRAINT "search_entries_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_entries_tsv_idx" ON "search_entries" USING gin ("tsv");--> statement-breakpoint
CREATE INDEX "search_entries_protocol_idx" ON "search_entries" USING btree ("protocol_id","kind");--> statement-breakpoint
CREATE INDEX "search_entries_task_idx" ON "search_entries" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "search_entries_meeting_idx" ON "search_entries" USING btree ("meeting_id");--> statement-breakpoint
-- Small kinds get GIN indexes of their own: counting a kind's hits of a word that the transcripts say everywhere
-- must not read the transcripts.
CREATE INDEX "search_entries_tsv_protocol_idx" ON "search_entries" USING gin ("tsv") WHERE "kind" = 'protocol';--> statement-breakpoint
CREATE INDEX "search_entries_tsv_task_idx" ON "search_entries" USING gin ("tsv") WHERE "kind" = 'task';--> statement-breakpoint
CREATE INDEX "search_entries_tsv_meeting_idx" ON "search_entries" USING gin ("tsv") WHERE "kind" = 'meeting';--> statement-breakpoint
-- One secretary's newest places first (her own search, a filter by secretary).
CREATE INDEX "search_entries_secretary_idx" ON "search_entries" USING btree ("secretary_id","event_date","id");--> statement-breakpoint
-- The newest places of a word found everywhere are read in this order (modules/search SEARCH_RANK_WINDOW).
CREATE INDEX "search_entries_date_idx" ON "search_entries" USING btree ("event_date" DESC,"id" DESC);--> statement-breakpoint
-- The snowball stemmer cuts a man's surname in the nominative further than in the other cases (Кузнецов →
-- кузнец, Кузнецову → кузнецов). A capitalised word ending in -ов/-ев/-ин/-ын is therefore also indexed as its
-- genitive (Кузнецова → кузнецов), so that «Кузнецову» finds «Кузнецов»; the service does the same to the query.
CREATE FUNCTION search_tsv(p_text text, p_weight "char") RETURNS tsvector LANGUAGE sql IMMUTABLE
AS $$ SELECT setweight(
  to_tsvector('russian'::regconfig, coalesce(p_text, '')) ||
  to_tsvector('russian'::regconfig, coalesce((
    SELECT string_agg(m[1] || 'а', ' ')
    FROM regexp_matches(coalesce(p_text, ''), '([А-ЯЁ][а-яё]+(ов|ев|ёв|ин|ын))(?![а-яё])', 'g') AS m), '')),
  p_weight) $$;
--> statement-breakpoint
-- The header and the sections of one protocol.
CREATE FUNCTION search_index_protocol(p_id integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  p protocols;
  parts jsonb;
BEGIN
  DELETE FROM search_entries WHERE protocol_id = p_id AND kind = 'protocol';
  SELECT * INTO p FROM protocols WHERE id = p_id;
  IF NOT FOUND THEN RETURN; END IF;
  INSERT INTO search_entries (kind, secretary_id, protocol_id, event_date, position, label, body, tsv)
  VALUES ('protocol', p.secretary_id, p.id, p.event_date, 0, NULL,
          concat_ws('. ', p.theme, nullif(btrim(p.agenda), ''), nullif(btrim(p.summary), '')),
          search_tsv(p.theme, 'A') || search_tsv(p.agenda, 'B') || search_tsv(p.summary, 'B'));
  parts := CASE WHEN jsonb_typeof(p.final_transcript) = 'array' THEN p.final_transcript
                WHEN jsonb_typeof(p.sections) = 'array' THEN p.sections
                ELSE '[]'::jsonb END;
  INSERT INTO search_entries (kind, secretary_id, protocol_id, event_date, position, label, body, tsv)
  SELECT 'protocol', p.secretary_id, p.id, p.event_date, s.n::integer, btrim(s.entry->>'key'), btrim(s.entry->>'value'),
         search_tsv(s.entry->>'key', 'C') || search_tsv(s.entry->>'value', 'B')
  FROM jsonb_array_elements(parts) WITH ORDINALITY AS s(entry, n)
  WHERE jsonb_typeof(s.entry) = 'object' AND coalesce(s.entry->>'value', '') ~ '\S';
END $$;
--> statement-breakpoint
-- The transcript of one protocol in pieces of about 60 words; `starts` and `offsets` hold each segment's start
-- second and the character where its text begins in `body`, so that a hit can name the second its words were said.
CREATE FUNCTION search_index_transcript(p_id integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  p protocols;
BEGIN
  DELETE FROM search_entries WHERE protocol_id = p_id AND kind = 'transcript';
  SELECT * INTO p FROM protocols WHERE id = p_id;
  IF NOT FOUND OR jsonb_typeof(p.transcript) IS DISTINCT FROM 'array' THEN RETURN; END IF;
  INSERT INTO search_entries (kind, secretary_id, protocol_id, event_date, position, body, starts, offsets, tsv)
  SELECT 'transcript', p.secretary_id, p.id, p.event_date, o.piece,
         string_agg(o.text, ' ' ORDER BY o.n),
         array_agg(o.start ORDER BY o.n),
         array_agg(o.offset_in_piece ORDER BY o.n),
         search_tsv(string_agg(o.text, ' ' ORDER BY o.n), 'D')
  FROM (
    SELECT c.*, coalesce(sum(char_length(c.text) + 1) OVER (PARTITION BY c.piece ORDER BY c.n ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0)::integer AS offset_in_piece
    FROM (
      SELECT s.n, s.start, s.text,
             (coalesce(sum(s.words) OVER (ORDER BY s.n ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) / 60)::integer AS piece
      FROM (
        SELECT e.n,
               CASE WHEN jsonb_typeof(e.seg->'start') = 'number' THEN (e.seg->>'start')::double precision ELSE 0 END AS start,
               btrim(e.seg->>'text') AS text,
               array_length(regexp_split_to_array(btrim(e.seg->>'text'), '\s+'), 1) AS words
        FROM jsonb_array_elements(p.transcript) WITH ORDINALITY AS e(seg, n)
        WHERE jsonb_typeof(e.seg) = 'object' AND coalesce(e.seg->>'text', '') ~ '\S'
      ) s
    ) c
  ) o
  GROUP BY o.piece;
END $$;
--> statement-breakpoint
CREATE FUNCTION search_index_task(p_id integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_entries WHERE task_id = p_id;
  INSERT INTO search_entries (kind, secretary_id, protocol_id, task_id, event_date, label, body, tsv)
  SELECT 'task', p.secretary_id, p.id, t.id, p.event_date, u.full_name, t.essence,
         search_tsv(t.essence, 'A') || search_tsv(u.full_name, 'C')
  FROM protocol_tasks t
  JOIN protocols p ON p.id = t.protocol_id
  LEFT JOIN users u ON u.id = t.responsible_id
  WHERE t.id = p_id;
END $$;
--> statement-breakpoint
CREATE FUNCTION search_index_meeting(p_id integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_entries WHERE meeting_id = p_id;
  INSERT INTO search_entries (kind, secretary_id, meeting_id, event_date, body, tsv)
  SELECT 'meeting', m.secretary_id, m.id, m.event_date, concat_ws('. ', m.theme, nullif(btrim(m.description), '')),
         search_tsv(m.theme, 'A') || search_tsv(m.description, 'B')
  FROM meetings m
  WHERE m.id = p_id;
END $$;
--> statement-breakpoint
-- Only what a change touches is indexed again: progress and stage updates of a running job cost nothing.
CREATE FUNCTION search_protocols_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR (OLD.theme, OLD.agenda, OLD.summary, OLD.sections, OLD.final_transcript, OLD.event_date, OLD.secretary_id)
       IS DISTINCT FROM (NEW.theme, NEW.agenda, NEW.summary, NEW.sections, NEW.final_transcript, NEW.event_date, NEW.secretary_id) THEN
    PERFORM search_index_protocol(NEW.id);
  END IF;
  IF TG_OP = 'INSERT' OR (OLD.transcript, OLD.event_date, OLD.secretary_id) IS DISTINCT FROM (NEW.transcript, NEW.event_date, NEW.secretary_id) THEN
    PERFORM search_index_transcript(NEW.id);
  END IF;
  IF TG_OP = 'UPDATE' AND (OLD.event_date, OLD.secretary_id) IS DISTINCT FROM (NEW.event_date, NEW.secretary_id) THEN
    UPDATE search_entries SET event_date = NEW.event_date, secretary_id = NEW.secretary_id
    WHERE protocol_id = NEW.id AND kind = 'task';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER search_protocols AFTER INSERT OR UPDATE ON protocols FOR EACH ROW EXECUTE FUNCTION search_protocols_trigger();
--> statement-breakpoint
CREATE FUNCTION search_tasks_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR (OLD.essence, OLD.responsible_id, OLD.protocol_id) IS DISTINCT FROM (NEW.essence, NEW.responsible_id, NEW.protocol_id) THEN
    PERFORM search_index_task(NEW.id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER search_tasks AFTER INSERT OR UPDATE ON protocol_tasks FOR EACH ROW EXECUTE FUNCTION search_tasks_trigger();
--> statement-breakpoint
CREATE FUNCTION search_meetings_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR (OLD.theme, OLD.description, OLD.event_date, OLD.secretary_id) IS DISTINCT FROM (NEW.theme, NEW.description, NEW.event_date, NEW.secretary_id) THEN
    PERFORM search_index_meeting(NEW.id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER search_meetings AFTER INSERT OR UPDATE ON meetings FOR EACH ROW EXECUTE FUNCTION search_meetings_trigger();
--> statement-breakpoint
-- A renamed person is found by the new name in the tasks he answers for.
CREATE FUNCTION search_users_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.full_name IS DISTINCT FROM NEW.full_name THEN
    PERFORM search_index_task(t.id) FROM protocol_tasks t WHERE t.responsible_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER search_users AFTER UPDATE OF full_name ON users FOR EACH ROW EXECUTE FUNCTION search_users_trigger();
--> statement-breakpoint
-- What existed before this migration.
SELECT search_index_protocol(id), search_index_transcript(id) FROM protocols;
--> statement-breakpoint
SELECT search_index_task(id) FROM protocol_tasks;
--> statement-breakpoint
SELECT search_index_meeting(id) FROM meetings;
