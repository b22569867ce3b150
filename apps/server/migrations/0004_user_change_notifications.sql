-- Servers keep each signed-in tab's unread count in memory (it is polled every 30 s). Every change
-- that can alter a count or end a session notifies all server processes on one channel, after the
-- writing transaction commits: 'u:<user id>' for a user's messages or token version, 't:<jti>'
-- for a revoked token.
CREATE FUNCTION "notify_unread_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM pg_notify('marketplace_user_changes', 'u:' || NEW."recipient_id");
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM pg_notify('marketplace_user_changes', 'u:' || OLD."recipient_id");
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "messages_unread_change" AFTER INSERT OR DELETE OR UPDATE OF "read_at", "recipient_id" ON "messages"
  FOR EACH ROW EXECUTE FUNCTION "notify_unread_change"();
--> statement-breakpoint
CREATE FUNCTION "notify_token_version_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('marketplace_user_changes', 'u:' || OLD."id");
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "users_token_version_change" AFTER DELETE OR UPDATE OF "token_version" ON "users"
  FOR EACH ROW EXECUTE FUNCTION "notify_token_version_change"();
--> statement-breakpoint
CREATE FUNCTION "notify_token_revoked"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('marketplace_user_changes', 't:' || NEW."jti");
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "revoked_tokens_notify" AFTER INSERT ON "revoked_tokens"
  FOR EACH ROW EXECUTE FUNCTION "notify_token_revoked"();
