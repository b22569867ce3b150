CREATE TABLE "appeals" (
	"id" serial PRIMARY KEY NOT NULL,
	"decision_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"text" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"resolution_statement" text,
	"resolved_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "appeals_decision_id_unique" UNIQUE("decision_id"),
	CONSTRAINT "appeals_status" CHECK ("appeals"."status" in ('open', 'upheld', 'reversed'))
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor_id" integer,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" integer NOT NULL,
	"reason_code" text,
	"terms_clause" text,
	"statement" text,
	"before" jsonb,
	"after" jsonb,
	"decision_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"country_id" integer NOT NULL,
	"registration_number" text NOT NULL,
	"name" text NOT NULL,
	"verified_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "decisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor_id" integer NOT NULL,
	"target_type" text NOT NULL,
	"target_id" integer NOT NULL,
	"target_label" text NOT NULL,
	"affected_user_id" integer NOT NULL,
	"action" text NOT NULL,
	"reason_code" text NOT NULL,
	"terms_clause" text NOT NULL,
	"statement" text NOT NULL,
	"until" timestamp with time zone,
	"automated" boolean DEFAULT false NOT NULL,
	"followed_report" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reversed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "business_ads" ADD COLUMN "moderation" text DEFAULT 'live' NOT NULL;--> statement-breakpoint
ALTER TABLE "business_ads" ADD COLUMN "author_restricted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "business_ads" ADD COLUMN "listed" boolean GENERATED ALWAYS AS ("moderation" = 'live' and not "author_restricted") STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "land_ads" ADD COLUMN "moderation" text DEFAULT 'live' NOT NULL;--> statement-breakpoint
ALTER TABLE "land_ads" ADD COLUMN "author_restricted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "land_ads" ADD COLUMN "listed" boolean GENERATED ALWAYS AS ("moderation" = 'live' and not "author_restricted") STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "decision_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "staff_role" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "restriction" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "restricted_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "restriction_decision_id" integer;--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_decision_id_decisions_id_fk" FOREIGN KEY ("decision_id") REFERENCES "public"."decisions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appeals_open_idx" ON "appeals" USING btree ("created_at") WHERE "appeals"."status" = 'open';--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id");--> statement-breakpoint
CREATE INDEX "decisions_target_idx" ON "decisions" USING btree ("target_type","target_id","created_at");--> statement-breakpoint
CREATE INDEX "decisions_affected_user_idx" ON "decisions" USING btree ("affected_user_id");--> statement-breakpoint
CREATE INDEX "business_ads_pending_idx" ON "business_ads" USING btree ("created_at") WHERE "business_ads"."moderation" = 'pending';--> statement-breakpoint
CREATE INDEX "land_ads_pending_idx" ON "land_ads" USING btree ("created_at") WHERE "land_ads"."moderation" = 'pending';--> statement-breakpoint
CREATE INDEX "reports_open_idx" ON "reports" USING btree ("created_at") WHERE "reports"."closed_at" is null;--> statement-breakpoint
ALTER TABLE "business_ads" ADD CONSTRAINT "business_ads_moderation" CHECK ("business_ads"."moderation" in ('live', 'pending', 'hidden', 'rejected'));--> statement-breakpoint
ALTER TABLE "land_ads" ADD CONSTRAINT "land_ads_moderation" CHECK ("land_ads"."moderation" in ('live', 'pending', 'hidden', 'rejected'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_staff_role" CHECK ("users"."staff_role" in ('moderator', 'admin'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_restriction" CHECK ("users"."restriction" in ('suspended', 'banned'));--> statement-breakpoint
-- The audit log is append-only: the database itself refuses to change or remove a row of it.
CREATE FUNCTION "refuse_audit_log_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only (% refused)', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE OR DELETE ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION "refuse_audit_log_change"();
--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION "refuse_audit_log_change"();
--> statement-breakpoint
-- An ad hidden, rejected or awaiting approval, or by a restricted author, is not listed: the
-- unfiltered search totals (migrations/0006, 0009) count listed ads only.
CREATE OR REPLACE FUNCTION "count_active_ads"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  listed_delta bigint := 0;
  with_sold bigint := 0;
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT listed_delta + count(*) FILTER (WHERE "status" <> 'sold'), with_sold + count(*)
      INTO listed_delta, with_sold FROM new_rows WHERE NOT "deleted" AND "listed";
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT listed_delta - count(*) FILTER (WHERE "status" <> 'sold'), with_sold - count(*)
      INTO listed_delta, with_sold FROM old_rows WHERE NOT "deleted" AND "listed";
  END IF;
  IF listed_delta <> 0 THEN
    UPDATE "active_ad_counts" SET "count" = "count" + listed_delta WHERE "name" = TG_TABLE_NAME;
  END IF;
  IF with_sold <> 0 THEN
    UPDATE "active_ad_counts" SET "count" = "count" + with_sold
      WHERE "name" = TG_TABLE_NAME || '_with_sold';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A user's staff role or measure changes what their tokens may do: every server process drops
-- its cached user (the channel of migrations/0004).
CREATE TRIGGER "users_staff_change" AFTER UPDATE OF "staff_role", "restriction", "restricted_until" ON "users"
  FOR EACH ROW EXECUTE FUNCTION "notify_token_version_change"();
