-- Listings an investor can judge: the plot's facts, the business's financials, the ad's status
-- (active, reserved, sold) and views of ad pages, counted in a table of their own so that counting
-- never writes to an ad row (list versions, cached pages and updated_at stay as they are).
CREATE TABLE "ad_views" (
	"land_ad_id" integer,
	"business_ad_id" integer,
	"viewer" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "ad_views_one_ad" CHECK (("ad_views"."land_ad_id" is null) <> ("ad_views"."business_ad_id" is null))
);
--> statement-breakpoint
ALTER TABLE "business_ads" ADD COLUMN "annual_profit" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "business_ads" ADD COLUMN "reason_for_sale" text;--> statement-breakpoint
ALTER TABLE "business_ads" ADD COLUMN "seller_financing" boolean;--> statement-breakpoint
ALTER TABLE "business_ads" ADD COLUMN "premises" text;--> statement-breakpoint
ALTER TABLE "business_ads" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "land_ads" ADD COLUMN "cadastral_municipality" text;--> statement-breakpoint
ALTER TABLE "land_ads" ADD COLUMN "parcel_number" text;--> statement-breakpoint
ALTER TABLE "land_ads" ADD COLUMN "utilities" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "land_ads" ADD COLUMN "zoning" text;--> statement-breakpoint
ALTER TABLE "land_ads" ADD COLUMN "ownership_registered" boolean;--> statement-breakpoint
ALTER TABLE "land_ads" ADD COLUMN "price_negotiable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "land_ads" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "ad_views" ADD CONSTRAINT "ad_views_land_ad_id_land_ads_id_fk" FOREIGN KEY ("land_ad_id") REFERENCES "public"."land_ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_views" ADD CONSTRAINT "ad_views_business_ad_id_business_ads_id_fk" FOREIGN KEY ("business_ad_id") REFERENCES "public"."business_ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ad_views_land_idx" ON "ad_views" USING btree ("land_ad_id","day","viewer");--> statement-breakpoint
CREATE UNIQUE INDEX "ad_views_business_idx" ON "ad_views" USING btree ("business_ad_id","day","viewer");--> statement-breakpoint
ALTER TABLE "business_ads" ADD CONSTRAINT "business_ads_premises" CHECK ("business_ads"."premises" in ('owned', 'leased', 'none'));--> statement-breakpoint
ALTER TABLE "business_ads" ADD CONSTRAINT "business_ads_status" CHECK ("business_ads"."status" in ('active', 'reserved', 'sold'));--> statement-breakpoint
ALTER TABLE "land_ads" ADD CONSTRAINT "land_ads_parcel_number" CHECK ("land_ads"."parcel_number" ~ '^[0-9]{1,6}(/[0-9]{1,4})?$');--> statement-breakpoint
ALTER TABLE "land_ads" ADD CONSTRAINT "land_ads_utilities" CHECK ("land_ads"."utilities" <@ array['electricity', 'water', 'sewage', 'gas', 'road_access']::text[]);--> statement-breakpoint
ALTER TABLE "land_ads" ADD CONSTRAINT "land_ads_status" CHECK ("land_ads"."status" in ('active', 'reserved', 'sold'));
--> statement-breakpoint
-- updated_at follows every change of an ad's own content or status, however it is written (the
-- API sets it from its clock; an SQL update that leaves it alone gets the time of the change).
CREATE FUNCTION "touch_land_ad"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."updated_at" IS NOT DISTINCT FROM OLD."updated_at" AND (
    NEW."user_id", NEW."title", NEW."description", NEW."price", NEW."area", NEW."country_id",
    NEW."city_id", NEW."land_type", NEW."deleted", NEW."cadastral_municipality",
    NEW."parcel_number", NEW."utilities", NEW."zoning", NEW."ownership_registered",
    NEW."price_negotiable", NEW."status"
  ) IS DISTINCT FROM (
    OLD."user_id", OLD."title", OLD."description", OLD."price", OLD."area", OLD."country_id",
    OLD."city_id", OLD."land_type", OLD."deleted", OLD."cadastral_municipality",
    OLD."parcel_number", OLD."utilities", OLD."zoning", OLD."ownership_registered",
    OLD."price_negotiable", OLD."status"
  ) THEN
    NEW."updated_at" := greatest(now(), OLD."updated_at");
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "land_ads_touch" BEFORE UPDATE ON "land_ads"
  FOR EACH ROW EXECUTE FUNCTION "touch_land_ad"();
--> statement-breakpoint
CREATE FUNCTION "touch_business_ad"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."updated_at" IS NOT DISTINCT FROM OLD."updated_at" AND (
    NEW."author_id", NEW."title", NEW."description", NEW."price", NEW."business_type",
    NEW."country_id", NEW."city_id", NEW."annual_revenue", NEW."employee_count",
    NEW."established_year", NEW."deleted", NEW."annual_profit", NEW."reason_for_sale",
    NEW."seller_financing", NEW."premises", NEW."status"
  ) IS DISTINCT FROM (
    OLD."author_id", OLD."title", OLD."description", OLD."price", OLD."business_type",
    OLD."country_id", OLD."city_id", OLD."annual_revenue", OLD."employee_count",
    OLD."established_year", OLD."deleted", OLD."annual_profit", OLD."reason_for_sale",
    OLD."seller_financing", OLD."premises", OLD."status"
  ) THEN
    NEW."updated_at" := greatest(now(), OLD."updated_at");
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "business_ads_touch" BEFORE UPDATE ON "business_ads"
  FOR EACH ROW EXECUTE FUNCTION "touch_business_ad"();
--> statement-breakpoint
-- Searches leave sold ads out unless asked (include_sold), so an unfiltered search's total is
-- the count of ads neither deleted nor sold ('land_ads', 'business_ads'), and with include_sold
-- of ads not deleted ('land_ads_with_sold', 'business_ads_with_sold'); both kept by the same
-- statement triggers as before (migrations/0006).
CREATE OR REPLACE FUNCTION "count_active_ads"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  listed bigint := 0;
  with_sold bigint := 0;
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT listed + count(*) FILTER (WHERE "status" <> 'sold'), with_sold + count(*)
      INTO listed, with_sold FROM new_rows WHERE NOT "deleted";
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT listed - count(*) FILTER (WHERE "status" <> 'sold'), with_sold - count(*)
      INTO listed, with_sold FROM old_rows WHERE NOT "deleted";
  END IF;
  IF listed <> 0 THEN
    UPDATE "active_ad_counts" SET "count" = "count" + listed WHERE "name" = TG_TABLE_NAME;
  END IF;
  IF with_sold <> 0 THEN
    UPDATE "active_ad_counts" SET "count" = "count" + with_sold
      WHERE "name" = TG_TABLE_NAME || '_with_sold';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "reset_active_ad_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "active_ad_counts" SET "count" = 0
    WHERE "name" IN (TG_TABLE_NAME, TG_TABLE_NAME || '_with_sold');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
INSERT INTO "active_ad_counts" ("name", "count") VALUES ('land_ads_with_sold', 0), ('business_ads_with_sold', 0)
  ON CONFLICT ("name") DO NOTHING;
--> statement-breakpoint
UPDATE "active_ad_counts" SET "count" = CASE "name"
    WHEN 'land_ads' THEN (SELECT count(*) FROM "land_ads" WHERE NOT "deleted" AND "status" <> 'sold')
    WHEN 'land_ads_with_sold' THEN (SELECT count(*) FROM "land_ads" WHERE NOT "deleted")
    WHEN 'business_ads' THEN (SELECT count(*) FROM "business_ads" WHERE NOT "deleted" AND "status" <> 'sold')
    WHEN 'business_ads_with_sold' THEN (SELECT count(*) FROM "business_ads" WHERE NOT "deleted")
  END
  WHERE "name" IN ('land_ads', 'land_ads_with_sold', 'business_ads', 'business_ads_with_sold');
