-- At most 20 saved searches per user (services/saved-searches.ts, MAX_SAVED_SEARCHES), held by the
-- database: each insert takes a transaction-scoped advisory lock on its user, so concurrent saves
-- of one user count one after the other, and the count sees every save committed before it. A
-- save over the limit is skipped (the trigger returns no row), so the insert returns no row and
-- the service answers with the limit's message. Skipping rather than raising keeps the
-- connection: node-postgres's pool closes a connection whose query failed.
CREATE FUNCTION "saved_searches_within_limit"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- 1397966419 is 'SSLM', this lock's namespace; the user id is the key within it.
  PERFORM pg_advisory_xact_lock(1397966419, NEW."user_id");
  IF (SELECT count(*) FROM "saved_searches" WHERE "user_id" = NEW."user_id") >= 20 THEN
    RETURN NULL;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "saved_searches_limit" BEFORE INSERT ON "saved_searches"
  FOR EACH ROW EXECUTE FUNCTION "saved_searches_within_limit"();
