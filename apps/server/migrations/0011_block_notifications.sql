-- Blocking or unblocking a user changes the blocker's unread count (a blocked user's messages are
-- not counted), so it notifies the servers' unread-count caches (migration 0004's channel) with
-- the blocker's id, after the writing transaction commits.
CREATE FUNCTION "notify_block_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM pg_notify('marketplace_user_changes', 'u:' || NEW."blocker_id");
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM pg_notify('marketplace_user_changes', 'u:' || OLD."blocker_id");
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "blocks_unread_change" AFTER INSERT OR DELETE OR UPDATE ON "blocks"
  FOR EACH ROW EXECUTE FUNCTION "notify_block_change"();
--> statement-breakpoint
-- TRUNCATE fires no row trigger: every cached count is dropped then (an unknown payload).
CREATE FUNCTION "notify_blocks_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('marketplace_user_changes', 'blocks-truncated');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "blocks_truncated" AFTER TRUNCATE ON "blocks"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_blocks_truncated"();
