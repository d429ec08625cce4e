-- Change notifications for the per-process caches (db/change-feed.ts, platform/change-cache.ts): a write to a
-- table a cache reads notifies channel johap_changes once its transaction commits, with the table's name
-- (the whole table may have changed) or the table's name and a union ("ledger_entries:7").
CREATE OR REPLACE FUNCTION johap_notify_table_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('johap_changes', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION johap_notify_union_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('johap_changes', TG_TABLE_NAME || ':' || changed.union_seq)
    FROM (SELECT DISTINCT union_seq FROM new_rows) AS changed;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A new session changes no cached answer; a revoked, refreshed or deleted one does.
CREATE TRIGGER auth_sessions_changed AFTER UPDATE OR DELETE ON auth_sessions
  FOR EACH STATEMENT EXECUTE FUNCTION johap_notify_table_change();
--> statement-breakpoint
CREATE TRIGGER auth_sessions_truncated AFTER TRUNCATE ON auth_sessions
  FOR EACH STATEMENT EXECUTE FUNCTION johap_notify_table_change();
--> statement-breakpoint
CREATE TRIGGER union_managers_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON union_managers
  FOR EACH STATEMENT EXECUTE FUNCTION johap_notify_table_change();
--> statement-breakpoint
CREATE TRIGGER unions_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON unions
  FOR EACH STATEMENT EXECUTE FUNCTION johap_notify_table_change();
--> statement-breakpoint
CREATE TRIGGER manager_group_menus_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON manager_group_menus
  FOR EACH STATEMENT EXECUTE FUNCTION johap_notify_table_change();
--> statement-breakpoint
-- The ledger is appended to: an insert names the unions whose balances moved.
CREATE TRIGGER ledger_entries_inserted AFTER INSERT ON ledger_entries
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION johap_notify_union_rows();
--> statement-breakpoint
CREATE TRIGGER ledger_entries_changed AFTER UPDATE OR DELETE OR TRUNCATE ON ledger_entries
  FOR EACH STATEMENT EXECUTE FUNCTION johap_notify_table_change();
