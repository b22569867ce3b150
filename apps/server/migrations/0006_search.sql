-- Search (GET /api/ads/search, /api/business-ads/search). Everything search reads beyond the ad
-- rows is kept by the database itself, so ads written by any means (the API, a bulk import, a
-- restore) are found: folded text and price per m² are generated columns, the active-ad counts are
-- kept by statement triggers. Both extensions are trusted: a database owner may create them.
CREATE EXTENSION IF NOT EXISTS unaccent SCHEMA public;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public;
--> statement-breakpoint
-- A text as search compares it, exactly as domain foldSearchText: Cyrillic written in Latin
-- (upper case first made lower, then љ њ џ ѕ as digraphs and the other letters one by one),
-- diacritics dropped (unaccent with its dictionary named, which also folds đ, and then NFD
-- without combining marks), lower case. unaccent also spells out ligatures and a few symbols
-- (ß → ss, æ → ae, ł → l) that foldSearchText keeps; queries are folded here too, so they match.
-- A SQL-standard body binds the dictionary and functions when created (no search_path at run
-- time), which lets the function be IMMUTABLE and be used in generated columns and indexes.
CREATE FUNCTION public.search_fold(input text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN lower(regexp_replace(normalize(public.unaccent('public.unaccent'::regdictionary,
    translate(replace(replace(replace(replace(
      translate(input, 'ЀЁЂЃЄЅІЇЈЉЊЋЌЍЎЏАБВГДЕЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯ', 'ѐёђѓєѕіїјљњћќѝўџабвгдежзийклмнопрстуфхцчшщъыьэюя'),
      'љ', 'lj'), 'њ', 'nj'), 'џ', 'dž'), 'ѕ', 'dz'),
      'абвгдђежзијклмнопрстћуфхцчшѓќ', 'abvgdđežzijklmnoprstćufhcčšgk')), NFD),
    '[\u0300-\u036f\u0483-\u0489\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]', '', 'g'));
--> statement-breakpoint
CREATE TABLE "active_ad_counts" (
	"name" text PRIMARY KEY NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "business_ads_active_idx";--> statement-breakpoint
DROP INDEX "land_ads_active_idx";--> statement-breakpoint
ALTER TABLE "business_ads" ADD COLUMN "search_title" text GENERATED ALWAYS AS (public.search_fold("title")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "business_ads" ADD COLUMN "search_text" text GENERATED ALWAYS AS (public.search_fold("title") || chr(31) || public.search_fold("description")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "land_ads" ADD COLUMN "search_text" text GENERATED ALWAYS AS (public.search_fold("title") || chr(31) || public.search_fold("description")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "land_ads" ADD COLUMN "price_per_m2" numeric GENERATED ALWAYS AS (coalesce(round("price" / nullif("area", 0), 2), 'Infinity')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "business_ads_price_idx" ON "business_ads" USING btree ("price","id") WHERE "business_ads"."deleted" = false;--> statement-breakpoint
CREATE INDEX "business_ads_revenue_idx" ON "business_ads" USING btree (coalesce("annual_revenue", -1),"id") WHERE "business_ads"."deleted" = false;--> statement-breakpoint
CREATE INDEX "business_ads_location_price_idx" ON "business_ads" USING btree ("country_id","city_id","price","id") WHERE "business_ads"."deleted" = false;--> statement-breakpoint
CREATE INDEX "business_ads_search_text_idx" ON "business_ads" USING gin ("search_text" gin_trgm_ops) WHERE "business_ads"."deleted" = false;--> statement-breakpoint
CREATE INDEX "land_ads_price_idx" ON "land_ads" USING btree ("price","id") WHERE "land_ads"."deleted" = false;--> statement-breakpoint
CREATE INDEX "land_ads_price_per_m2_idx" ON "land_ads" USING btree ("price_per_m2","id") WHERE "land_ads"."deleted" = false;--> statement-breakpoint
CREATE INDEX "land_ads_area_idx" ON "land_ads" USING btree ("area","id") WHERE "land_ads"."deleted" = false;--> statement-breakpoint
CREATE INDEX "land_ads_location_price_idx" ON "land_ads" USING btree ("country_id","city_id","price","id") WHERE "land_ads"."deleted" = false;--> statement-breakpoint
CREATE INDEX "land_ads_search_text_idx" ON "land_ads" USING gin ("search_text" gin_trgm_ops) WHERE "land_ads"."deleted" = false;--> statement-breakpoint
CREATE INDEX "business_ads_active_idx" ON "business_ads" USING btree ("created_at","id") WHERE "business_ads"."deleted" = false;--> statement-breakpoint
CREATE INDEX "land_ads_active_idx" ON "land_ads" USING btree ("created_at","id") WHERE "land_ads"."deleted" = false;
--> statement-breakpoint
INSERT INTO "active_ad_counts" ("name", "count")
  SELECT 'land_ads', count(*) FROM "land_ads" WHERE NOT "deleted"
  UNION ALL SELECT 'business_ads', count(*) FROM "business_ads" WHERE NOT "deleted";
--> statement-breakpoint
-- Statement triggers with transition tables: a bulk insert of a million ads updates the count
-- once, and a write that does not change how many ads are active does not touch it.
CREATE FUNCTION "count_active_ads"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta bigint := 0;
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT delta + count(*) INTO delta FROM new_rows WHERE NOT "deleted";
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT delta - count(*) INTO delta FROM old_rows WHERE NOT "deleted";
  END IF;
  IF delta <> 0 THEN
    UPDATE "active_ad_counts" SET "count" = "count" + delta WHERE "name" = TG_TABLE_NAME;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "reset_active_ad_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "active_ad_counts" SET "count" = 0 WHERE "name" = TG_TABLE_NAME;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "land_ads_count_insert" AFTER INSERT ON "land_ads" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "count_active_ads"();
--> statement-breakpoint
CREATE TRIGGER "land_ads_count_update" AFTER UPDATE ON "land_ads"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "count_active_ads"();
--> statement-breakpoint
CREATE TRIGGER "land_ads_count_delete" AFTER DELETE ON "land_ads" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "count_active_ads"();
--> statement-breakpoint
CREATE TRIGGER "land_ads_count_truncate" AFTER TRUNCATE ON "land_ads"
  FOR EACH STATEMENT EXECUTE FUNCTION "reset_active_ad_count"();
--> statement-breakpoint
CREATE TRIGGER "business_ads_count_insert" AFTER INSERT ON "business_ads" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "count_active_ads"();
--> statement-breakpoint
CREATE TRIGGER "business_ads_count_update" AFTER UPDATE ON "business_ads"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "count_active_ads"();
--> statement-breakpoint
CREATE TRIGGER "business_ads_count_delete" AFTER DELETE ON "business_ads" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "count_active_ads"();
--> statement-breakpoint
CREATE TRIGGER "business_ads_count_truncate" AFTER TRUNCATE ON "business_ads"
  FOR EACH STATEMENT EXECUTE FUNCTION "reset_active_ad_count"();
