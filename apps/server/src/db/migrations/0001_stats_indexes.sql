CREATE TABLE "secretary_stats" (
	"secretary_id" integer PRIMARY KEY NOT NULL,
	"protocols_process" integer DEFAULT 0 NOT NULL,
	"protocols_success" integer DEFAULT 0 NOT NULL,
	"tasks_process" integer DEFAULT 0 NOT NULL,
	"tasks_success" integer DEFAULT 0 NOT NULL,
	"tasks_expired" integer DEFAULT 0 NOT NULL,
	"meetings" integer DEFAULT 0 NOT NULL,
	"keyword_hits" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_state_deltas" (
	"secretary_id" integer NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"delta" integer NOT NULL,
	CONSTRAINT "task_state_deltas_secretary_id_bucket_status_pk" PRIMARY KEY("secretary_id","bucket","status")
);
--> statement-breakpoint
CREATE TABLE "task_state_monthly" (
	"secretary_id" integer NOT NULL,
	"month" date NOT NULL,
	"status" text NOT NULL,
	"delta" integer NOT NULL,
	CONSTRAINT "task_state_monthly_secretary_id_month_status_pk" PRIMARY KEY("secretary_id","month","status")
);
--> statement-breakpoint
ALTER TABLE "secretary_stats" ADD CONSTRAINT "secretary_stats_secretary_id_users_id_fk" FOREIGN KEY ("secretary_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_state_deltas" ADD CONSTRAINT "task_state_deltas_secretary_id_users_id_fk" FOREIGN KEY ("secretary_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_state_monthly" ADD CONSTRAINT "task_state_monthly_secretary_id_users_id_fk" FOREIGN KEY ("secretary_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "task_state_deltas_read_idx" ON "task_state_deltas" USING btree ("secretary_id","bucket","status","delta");--> statement-breakpoint
-- Statistics kept current by triggers (tables above). Every function tolerates a secretary being deleted: her
-- rows go with her through the foreign keys, so nothing is counted for a user who no longer exists.
CREATE FUNCTION stats_bucket(at timestamptz) RETURNS timestamptz LANGUAGE sql IMMUTABLE
AS $$ SELECT date_bin('15 minutes', at, timestamptz '2000-01-01 00:00:00+00') $$;
--> statement-breakpoint
CREATE FUNCTION stats_add(
  p_secretary integer,
  p_protocols_process integer DEFAULT 0, p_protocols_success integer DEFAULT 0,
  p_tasks_process integer DEFAULT 0, p_tasks_success integer DEFAULT 0, p_tasks_expired integer DEFAULT 0,
  p_meetings integer DEFAULT 0, p_keyword_hits integer DEFAULT 0
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_secretary IS NULL OR NOT EXISTS (SELECT 1 FROM users WHERE id = p_secretary) THEN RETURN; END IF;
  INSERT INTO secretary_stats AS s (secretary_id, protocols_process, protocols_success, tasks_process, tasks_success,
                                    tasks_expired, meetings, keyword_hits)
  VALUES (p_secretary, p_protocols_process, p_protocols_success, p_tasks_process, p_tasks_success, p_tasks_expired,
          p_meetings, p_keyword_hits)
  ON CONFLICT (secretary_id) DO UPDATE SET
    protocols_process = s.protocols_process + excluded.protocols_process,
    protocols_success = s.protocols_success + excluded.protocols_success,
    tasks_process = s.tasks_process + excluded.tasks_process,
    tasks_success = s.tasks_success + excluded.tasks_success,
    tasks_expired = s.tasks_expired + excluded.tasks_expired,
    meetings = s.meetings + excluded.meetings,
    keyword_hits = s.keyword_hits + excluded.keyword_hits;
END $$;
--> statement-breakpoint
CREATE FUNCTION stats_add_task(p_secretary integer, p_status text, p_sign integer) RETURNS void LANGUAGE sql AS $$
  SELECT stats_add(p_secretary,
    p_tasks_process => CASE WHEN p_status = 'process' THEN p_sign ELSE 0 END,
    p_tasks_success => CASE WHEN p_status = 'success' THEN p_sign ELSE 0 END,
    p_tasks_expired => CASE WHEN p_status = 'expired' THEN p_sign ELSE 0 END)
$$;
--> statement-breakpoint
-- Non-empty sections of a protocol (the final version when saved, else the draft) titled by one of her keywords.
CREATE FUNCTION stats_section_hits(p_secretary integer, p_sections jsonb, p_final jsonb) RETURNS integer
LANGUAGE sql STABLE AS $$
  SELECT count(*)::integer
  FROM jsonb_array_elements(CASE WHEN jsonb_typeof(p_final) = 'array' THEN p_final
                                 WHEN jsonb_typeof(p_sections) = 'array' THEN p_sections
                                 ELSE '[]'::jsonb END) AS e(entry)
  WHERE jsonb_typeof(e.entry) = 'object'
    AND e.entry->>'value' ~ '\S'
    AND btrim(e.entry->>'key') IN (SELECT btrim(title) FROM keywords WHERE user_id = p_secretary)
$$;
--> statement-breakpoint
CREATE FUNCTION stats_protocol_counts(p_secretary integer, p_row protocols, p_sign integer) RETURNS void
LANGUAGE sql AS $$
  SELECT stats_add(p_secretary,
    p_protocols_process => CASE WHEN p_row.status = 'process' THEN p_sign ELSE 0 END,
    p_protocols_success => CASE WHEN p_row.status = 'success' THEN p_sign ELSE 0 END,
    p_keyword_hits => p_sign * stats_section_hits(p_secretary, p_row.sections, p_row.final_transcript))
$$;
--> statement-breakpoint
CREATE FUNCTION stats_refresh_keyword_hits(p_secretary integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM users WHERE id = p_secretary) THEN RETURN; END IF;
  INSERT INTO secretary_stats AS s (secretary_id, keyword_hits)
  SELECT p_secretary, coalesce(sum(stats_section_hits(p_secretary, sections, final_transcript)), 0)
  FROM protocols WHERE secretary_id = p_secretary
  ON CONFLICT (secretary_id) DO UPDATE SET keyword_hits = excluded.keyword_hits;
END $$;
--> statement-breakpoint
-- A task's recorded status changes as [{status, at, id}].
CREATE FUNCTION stats_task_history(p_task integer) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT coalesce(jsonb_agg(jsonb_build_object('status', status, 'at', created_at, 'id', id)), '[]'::jsonb)
  FROM task_status_changes WHERE task_id = p_task
$$;
--> statement-breakpoint
-- The ±1 steps of one task: «в работе» from its creation, then each recorded status from the moment of its change
-- (never before the creation; the later record wins among changes at the same moment).
CREATE FUNCTION stats_task_steps(p_created timestamptz, p_history jsonb)
RETURNS TABLE (bucket timestamptz, status text, step integer) LANGUAGE sql STABLE AS $$
  WITH history AS (
    SELECT 'process'::text AS status, p_created AS at, 0 AS kind, p_created AS created_at, 0 AS id
    UNION ALL
    SELECT h.status, greatest(h.at, p_created), 1, h.at, h.id
    FROM jsonb_to_recordset(p_history) AS h(status text, at timestamptz, id integer)
  ), spans AS (
    SELECT status, at AS from_at, lead(at) OVER (ORDER BY at, kind, created_at, id) AS to_at FROM history
  )
  SELECT stats_bucket(from_at), status, 1 FROM spans
  UNION ALL
  SELECT stats_bucket(to_at), status, -1 FROM spans WHERE to_at IS NOT NULL
$$;
--> statement-breakpoint
-- Replaces a task's old history (under the old secretary, creation time) by its new one; NULL secretary: no side.
CREATE FUNCTION stats_task_shift(
  p_old_secretary integer, p_old_created timestamptz, p_old_history jsonb,
  p_new_secretary integer, p_new_created timestamptz, p_new_history jsonb
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH steps AS (
    SELECT p_old_secretary AS secretary_id, s.bucket, s.status, -s.step AS step
    FROM stats_task_steps(p_old_created, p_old_history) s WHERE p_old_secretary IS NOT NULL
    UNION ALL
    SELECT p_new_secretary, s.bucket, s.status, s.step
    FROM stats_task_steps(p_new_created, p_new_history) s WHERE p_new_secretary IS NOT NULL
  ), net AS (
    SELECT secretary_id, bucket, status, sum(step)::integer AS step FROM steps
    WHERE secretary_id IN (SELECT id FROM users)
    GROUP BY 1, 2, 3 HAVING sum(step) <> 0
  ), fine AS (
    INSERT INTO task_state_deltas AS d (secretary_id, bucket, status, delta)
    SELECT secretary_id, bucket, status, step FROM net
    ON CONFLICT (secretary_id, bucket, status) DO UPDATE SET delta = d.delta + excluded.delta
  )
  INSERT INTO task_state_monthly AS m (secretary_id, month, status, delta)
  SELECT secretary_id, date_trunc('month', bucket AT TIME ZONE 'UTC')::date, status, sum(step)::integer
  FROM net GROUP BY 1, 2, 3 HAVING sum(step) <> 0
  ON CONFLICT (secretary_id, month, status) DO UPDATE SET delta = m.delta + excluded.delta;
END $$;
--> statement-breakpoint
CREATE FUNCTION stats_step(p_secretary integer, p_bucket timestamptz, p_status text, p_step integer) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO task_state_deltas AS d (secretary_id, bucket, status, delta)
  VALUES (p_secretary, p_bucket, p_status, p_step)
  ON CONFLICT (secretary_id, bucket, status) DO UPDATE SET delta = d.delta + excluded.delta;
  INSERT INTO task_state_monthly AS m (secretary_id, month, status, delta)
  VALUES (p_secretary, date_trunc('month', p_bucket AT TIME ZONE 'UTC')::date, p_status, p_step)
  ON CONFLICT (secretary_id, month, status) DO UPDATE SET delta = m.delta + excluded.delta;
$$;
--> statement-breakpoint
-- After some of a task's change records were added (p_added ids) or removed (p_removed, as history entries).
CREATE FUNCTION stats_task_rehistory(p_task integer, p_removed jsonb, p_added integer[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  task record;
  added record;
  previous_status text;
  current_history jsonb;
  previous_history jsonb;
BEGIN
  SELECT t.created_at, p.secretary_id INTO task
  FROM protocol_tasks t JOIN protocols p ON p.id = t.protocol_id WHERE t.id = p_task;
  -- Deleted along with its task or protocol, whose trigger has counted the whole history out already.
  IF NOT FOUND THEN RETURN; END IF;
  -- The usual write, one record after all the others: the task leaves its previous status at that moment.
  IF jsonb_array_length(p_removed) = 0 AND cardinality(p_added) = 1 THEN
    SELECT id, status, created_at INTO added FROM task_status_changes WHERE id = p_added[1];
    IF NOT EXISTS (SELECT 1 FROM task_status_changes
                   WHERE task_id = p_task AND (created_at, id) > (added.created_at, added.id)) THEN
      SELECT status INTO previous_status FROM task_status_changes
      WHERE task_id = p_task AND (created_at, id) < (added.created_at, added.id)
      ORDER BY created_at DESC, id DESC LIMIT 1;
      previous_status := coalesce(previous_status, 'process');
      IF previous_status <> added.status AND EXISTS (SELECT 1 FROM users WHERE id = task.secretary_id) THEN
        PERFORM stats_step(task.secretary_id, stats_bucket(greatest(added.created_at, task.created_at)),
                           previous_status, -1);
        PERFORM stats_step(task.secretary_id, stats_bucket(greatest(added.created_at, task.created_at)),
                           added.status, 1);
      END IF;
      RETURN;
    END IF;
  END IF;
  current_history := stats_task_history(p_task);
  SELECT coalesce(jsonb_agg(e.entry), '[]'::jsonb) INTO previous_history FROM (
    SELECT entry FROM jsonb_array_elements(current_history) AS c(entry) WHERE (entry->>'id')::integer <> ALL (p_added)
    UNION ALL
    SELECT entry FROM jsonb_array_elements(p_removed) AS r(entry)
  ) e;
  PERFORM stats_task_shift(task.secretary_id, task.created_at, previous_history,
                           task.secretary_id, task.created_at, current_history);
END $$;
--> statement-breakpoint
CREATE FUNCTION stats_protocols_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM stats_protocol_counts(NEW.secretary_id, NEW, 1);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER stats_protocols_inserted AFTER INSERT ON protocols
FOR EACH ROW EXECUTE FUNCTION stats_protocols_inserted();
--> statement-breakpoint
CREATE FUNCTION stats_protocols_updated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE task record;
BEGIN
  PERFORM stats_protocol_counts(OLD.secretary_id, OLD, -1);
  PERFORM stats_protocol_counts(NEW.secretary_id, NEW, 1);
  IF NEW.secretary_id IS DISTINCT FROM OLD.secretary_id THEN
    FOR task IN SELECT id, status, created_at FROM protocol_tasks WHERE protocol_id = NEW.id LOOP
      PERFORM stats_add_task(OLD.secretary_id, task.status, -1);
      PERFORM stats_add_task(NEW.secretary_id, task.status, 1);
      PERFORM stats_task_shift(OLD.secretary_id, task.created_at, stats_task_history(task.id),
                               NEW.secretary_id, task.created_at, stats_task_history(task.id));
    END LOOP;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER stats_protocols_updated AFTER UPDATE ON protocols FOR EACH ROW
WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.secretary_id IS DISTINCT FROM NEW.secretary_id
      OR OLD.sections IS DISTINCT FROM NEW.sections OR OLD.final_transcript IS DISTINCT FROM NEW.final_transcript)
EXECUTE FUNCTION stats_protocols_updated();
--> statement-breakpoint
-- Before the delete, while the protocol's tasks and their histories are still there to be counted out.
CREATE FUNCTION stats_protocols_deleting() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE task record;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM users WHERE id = OLD.secretary_id) THEN RETURN OLD; END IF;
  PERFORM stats_protocol_counts(OLD.secretary_id, OLD, -1);
  FOR task IN SELECT id, status, created_at FROM protocol_tasks WHERE protocol_id = OLD.id LOOP
    PERFORM stats_add_task(OLD.secretary_id, task.status, -1);
    PERFORM stats_task_shift(OLD.secretary_id, task.created_at, stats_task_history(task.id), NULL, NULL, NULL);
  END LOOP;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER stats_protocols_deleting BEFORE DELETE ON protocols
FOR EACH ROW EXECUTE FUNCTION stats_protocols_deleting();
--> statement-breakpoint
-- A new task counts as created without history; change records inserted in the same statement add theirs.
CREATE FUNCTION stats_tasks_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE secretary integer := (SELECT secretary_id FROM protocols WHERE id = NEW.protocol_id);
BEGIN
  PERFORM stats_add_task(secretary, NEW.status, 1);
  PERFORM stats_task_shift(NULL, NULL, NULL, secretary, NEW.created_at, '[]'::jsonb);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER stats_tasks_inserted AFTER INSERT ON protocol_tasks
FOR EACH ROW EXECUTE FUNCTION stats_tasks_inserted();
--> statement-breakpoint
CREATE FUNCTION stats_tasks_updated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_secretary integer := (SELECT secretary_id FROM protocols WHERE id = OLD.protocol_id);
  new_secretary integer := (SELECT secretary_id FROM protocols WHERE id = NEW.protocol_id);
BEGIN
  IF old_secretary IS NOT DISTINCT FROM new_secretary THEN
    PERFORM stats_add(new_secretary,
      p_tasks_process => (NEW.status = 'process')::integer - (OLD.status = 'process')::integer,
      p_tasks_success => (NEW.status = 'success')::integer - (OLD.status = 'success')::integer,
      p_tasks_expired => (NEW.status = 'expired')::integer - (OLD.status = 'expired')::integer);
  ELSE
    PERFORM stats_add_task(old_secretary, OLD.status, -1);
    PERFORM stats_add_task(new_secretary, NEW.status, 1);
  END IF;
  IF old_secretary IS DISTINCT FROM new_secretary OR OLD.created_at IS DISTINCT FROM NEW.created_at THEN
    PERFORM stats_task_shift(old_secretary, OLD.created_at, stats_task_history(NEW.id),
                             new_secretary, NEW.created_at, stats_task_history(NEW.id));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER stats_tasks_updated AFTER UPDATE ON protocol_tasks FOR EACH ROW
WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.protocol_id IS DISTINCT FROM NEW.protocol_id
      OR OLD.created_at IS DISTINCT FROM NEW.created_at)
EXECUTE FUNCTION stats_tasks_updated();
--> statement-breakpoint
CREATE FUNCTION stats_tasks_deleting() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE secretary integer := (SELECT secretary_id FROM protocols WHERE id = OLD.protocol_id);
BEGIN
  -- No protocol: deleted along with it, and its trigger has counted this task out.
  IF secretary IS NULL THEN RETURN OLD; END IF;
  PERFORM stats_add_task(secretary, OLD.status, -1);
  PERFORM stats_task_shift(secretary, OLD.created_at, stats_task_history(OLD.id), NULL, NULL, NULL);
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER stats_tasks_deleting BEFORE DELETE ON protocol_tasks
FOR EACH ROW EXECUTE FUNCTION stats_tasks_deleting();
--> statement-breakpoint
-- Status changes per statement: a statement may add or remove several records of one task.
CREATE FUNCTION stats_changes_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE r record;
BEGIN
  FOR r IN SELECT task_id, array_agg(id) AS ids FROM new_rows GROUP BY task_id LOOP
    PERFORM stats_task_rehistory(r.task_id, '[]'::jsonb, r.ids);
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER stats_changes_inserted AFTER INSERT ON task_status_changes
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stats_changes_inserted();
--> statement-breakpoint
CREATE FUNCTION stats_changes_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE r record;
BEGIN
  FOR r IN
    SELECT task_id, jsonb_agg(jsonb_build_object('status', status, 'at', created_at, 'id', id)) AS removed
    FROM old_rows GROUP BY task_id
  LOOP
    PERFORM stats_task_rehistory(r.task_id, r.removed, '{}'::integer[]);
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER stats_changes_deleted AFTER DELETE ON task_status_changes
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION stats_changes_deleted();
--> statement-breakpoint
CREATE FUNCTION stats_changes_updated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE r record;
BEGIN
  FOR r IN
    SELECT task_id, coalesce(jsonb_agg(removed) FILTER (WHERE removed IS NOT NULL), '[]'::jsonb) AS removed,
           coalesce(array_agg(added) FILTER (WHERE added IS NOT NULL), '{}'::integer[]) AS added
    FROM (
      SELECT task_id, jsonb_build_object('status', status, 'at', created_at, 'id', id) AS removed, NULL::integer AS added
      FROM old_rows
      UNION ALL
      SELECT task_id, NULL, id FROM new_rows
    ) changed GROUP BY task_id
  LOOP
    PERFORM stats_task_rehistory(r.task_id, r.removed, r.added);
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER stats_changes_updated AFTER UPDATE ON task_status_changes
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stats_changes_updated();
--> statement-breakpoint
CREATE FUNCTION stats_meetings_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.secretary_id IS NOT DISTINCT FROM OLD.secretary_id THEN RETURN NULL; END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM stats_add(OLD.secretary_id, p_meetings => -1); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM stats_add(NEW.secretary_id, p_meetings => 1); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER stats_meetings_changed AFTER INSERT OR UPDATE OF secretary_id OR DELETE ON meetings
FOR EACH ROW EXECUTE FUNCTION stats_meetings_changed();
--> statement-breakpoint
CREATE FUNCTION stats_keywords_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM stats_refresh_keyword_hits(OLD.user_id); END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.user_id IS DISTINCT FROM OLD.user_id) THEN
    PERFORM stats_refresh_keyword_hits(NEW.user_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Reordering or rewording marker phrases changes no section title: only titles and owners matter.
CREATE TRIGGER stats_keywords_changed AFTER INSERT OR UPDATE OF title, user_id OR DELETE ON keywords
FOR EACH ROW EXECUTE FUNCTION stats_keywords_changed();
--> statement-breakpoint
-- Everything from scratch: after bulk loads made with triggers off, and to check the triggers' arithmetic.
CREATE FUNCTION stats_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE secretary_stats, task_state_deltas, task_state_monthly;
  INSERT INTO secretary_stats (secretary_id, protocols_process, protocols_success, tasks_process, tasks_success,
                               tasks_expired, meetings, keyword_hits)
  SELECT u.id, coalesce(p.process, 0), coalesce(p.success, 0), coalesce(t.process, 0), coalesce(t.success, 0),
         coalesce(t.expired, 0), coalesce(m.n, 0), coalesce(p.hits, 0)
  FROM users u
  LEFT JOIN (SELECT secretary_id, count(*) FILTER (WHERE status = 'process') AS process,
                    count(*) FILTER (WHERE status = 'success') AS success,
                    sum(stats_section_hits(secretary_id, sections, final_transcript)) AS hits
             FROM protocols GROUP BY secretary_id) p ON p.secretary_id = u.id
  LEFT JOIN (SELECT pr.secretary_id, count(*) FILTER (WHERE pt.status = 'process') AS process,
                    count(*) FILTER (WHERE pt.status = 'success') AS success,
                    count(*) FILTER (WHERE pt.status = 'expired') AS expired
             FROM protocol_tasks pt JOIN protocols pr ON pr.id = pt.protocol_id GROUP BY pr.secretary_id) t
    ON t.secretary_id = u.id
  LEFT JOIN (SELECT secretary_id, count(*) AS n FROM meetings GROUP BY secretary_id) m ON m.secretary_id = u.id
  WHERE p.secretary_id IS NOT NULL OR t.secretary_id IS NOT NULL OR m.secretary_id IS NOT NULL;

  INSERT INTO task_state_deltas (secretary_id, bucket, status, delta)
  WITH history AS (
    SELECT pt.id AS task_id, pr.secretary_id, 'process'::text AS status, pt.created_at AS at, 0 AS kind,
           pt.created_at AS created_at, 0 AS id
    FROM protocol_tasks pt JOIN protocols pr ON pr.id = pt.protocol_id
    UNION ALL
    SELECT pt.id, pr.secretary_id, c.status, greatest(c.created_at, pt.created_at), 1, c.created_at, c.id
    FROM task_status_changes c JOIN protocol_tasks pt ON pt.id = c.task_id JOIN protocols pr ON pr.id = pt.protocol_id
  ), spans AS (
    SELECT secretary_id, status, at AS from_at,
           lead(at) OVER (PARTITION BY task_id ORDER BY at, kind, created_at, id) AS to_at
    FROM history
  ), steps AS (
    SELECT secretary_id, stats_bucket(from_at) AS bucket, status, 1 AS step FROM spans
    UNION ALL
    SELECT secretary_id, stats_bucket(to_at), status, -1 FROM spans WHERE to_at IS NOT NULL
  )
  SELECT secretary_id, bucket, status, sum(step) FROM steps GROUP BY 1, 2, 3 HAVING sum(step) <> 0;

  INSERT INTO task_state_monthly (secretary_id, month, status, delta)
  SELECT secretary_id, date_trunc('month', bucket AT TIME ZONE 'UTC')::date, status, sum(delta)
  FROM task_state_deltas GROUP BY 1, 2, 3 HAVING sum(delta) <> 0;
END $$;
--> statement-breakpoint
SELECT stats_rebuild();
