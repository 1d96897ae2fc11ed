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
--> statement-breakpoint
-- Keyword hits come from the titles of the protocol text's sections, which the server's protocol-text module writes
-- into "text_sections" (NULL until the server fills it at start for protocols saved before): no SQL copy of the rule
-- «which sections make the protocol text».
ALTER TABLE "protocols" ADD COLUMN "text_sections" jsonb;--> statement-breakpoint
-- Protocols created from now on start with no sections; those saved before stay NULL until the server fills them.
ALTER TABLE "protocols" ALTER COLUMN "text_sections" SET DEFAULT '[]'::jsonb;--> statement-breakpoint
CREATE FUNCTION stats_section_hits(p_secretary integer, p_titles jsonb) RETURNS integer
LANGUAGE sql STABLE AS $$
  SELECT count(*)::integer
  FROM jsonb_array_elements_text(CASE WHEN jsonb_typeof(p_titles) = 'array' THEN p_titles ELSE '[]'::jsonb END) AS t(title)
  WHERE t.title IN (SELECT btrim(title) FROM keywords WHERE user_id = p_secretary)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION stats_protocol_counts(p_secretary integer, p_row protocols, p_sign integer) RETURNS void
LANGUAGE sql AS $$
  SELECT stats_add(p_secretary,
    p_protocols_process => CASE WHEN p_row.status = 'process' THEN p_sign ELSE 0 END,
    p_protocols_success => CASE WHEN p_row.status = 'success' THEN p_sign ELSE 0 END,
    p_keyword_hits => p_sign * stats_section_hits(p_secretary, p_row.text_sections))
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION stats_refresh_keyword_hits(p_secretary integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM users WHERE id = p_secretary) THEN RETURN; END IF;
  INSERT INTO secretary_stats AS s (secretary_id, keyword_hits)
  SELECT p_secretary, coalesce(sum(stats_section_hits(p_secretary, text_sections)), 0)
  FROM protocols WHERE secretary_id = p_secretary
  ON CONFLICT (secretary_id) DO UPDATE SET keyword_hits = excluded.keyword_hits;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION stats_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE secretary_stats, task_state_deltas, task_state_monthly;
  INSERT INTO secretary_stats (secretary_id, protocols_process, protocols_success, tasks_process, tasks_success,
                               tasks_expired, meetings, keyword_hits)
  SELECT u.id, coalesce(p.process, 0), coalesce(p.success, 0), coalesce(t.process, 0), coalesce(t.success, 0),
         coalesce(t.expired, 0), coalesce(m.n, 0), coalesce(p.hits, 0)
  FROM users u
  LEFT JOIN (SELECT secretary_id, count(*) FILTER (WHERE status = 'process') AS process,
                    count(*) FILTER (WHERE status = 'success') AS success,
                    sum(stats_section_hits(secretary_id, text_sections)) AS hits
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
DROP FUNCTION stats_section_hits(integer, jsonb, jsonb);--> statement-breakpoint
DROP TRIGGER stats_protocols_updated ON protocols;--> statement-breakpoint
CREATE TRIGGER stats_protocols_updated AFTER UPDATE ON protocols FOR EACH ROW
WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.secretary_id IS DISTINCT FROM NEW.secretary_id
      OR OLD.text_sections IS DISTINCT FROM NEW.text_sections)
EXECUTE FUNCTION stats_protocols_updated();
--> statement-breakpoint
SELECT stats_rebuild();
