-- Live message events (GET /api/messages/events). After the writing transaction commits, every
-- server process hears on one channel which users a message concerns:
--   'm:<message id>:<conversation id>:<sender id>:<recipient id>' for a new message,
--   'r:<conversation id>:<reader id>:<sender id>' when messages are marked read (PostgreSQL folds
--   identical payloads of one transaction, so reading a whole conversation notifies once).
CREATE FUNCTION "notify_message_event"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM pg_notify('marketplace_message_events',
      'm:' || NEW."id" || ':' || NEW."conversation_id" || ':' || NEW."sender_id" || ':' || NEW."recipient_id");
  ELSIF NEW."read_at" IS NOT NULL AND OLD."read_at" IS NULL THEN
    PERFORM pg_notify('marketplace_message_events',
      'r:' || NEW."conversation_id" || ':' || NEW."recipient_id" || ':' || NEW."sender_id");
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "messages_event_notify" AFTER INSERT OR UPDATE OF "read_at" ON "messages"
  FOR EACH ROW EXECUTE FUNCTION "notify_message_event"();
