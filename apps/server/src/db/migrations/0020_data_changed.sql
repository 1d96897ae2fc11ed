-- Issue 26: answers kept in memory (the session of a token, a page of protocols) until the data they were read from
-- changes (db/data-changes.ts). Every write to a table of the app's schema notifies 'data_changed' in its own
-- transaction (one notification per transaction: PostgreSQL folds identical ones), so every process hears of it
-- when it commits. A table added later gets the same trigger (migrations.test.ts checks that every table has it).
CREATE FUNCTION "notify_data_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('data_changed', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE
  app_table text;
BEGIN
  FOR app_table IN SELECT tablename FROM pg_tables WHERE schemaname = current_schema() LOOP
    EXECUTE format(
      'CREATE TRIGGER "data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"()',
      app_table
    );
  END LOOP;
END
$$;
