DROP INDEX "business_ads_location_price_idx";--> statement-breakpoint
DROP INDEX "business_ads_location_newest_idx";--> statement-breakpoint
DROP INDEX "business_ads_location_revenue_idx";--> statement-breakpoint
DROP INDEX "business_ads_type_newest_idx";--> statement-breakpoint
DROP INDEX "business_ads_type_price_idx";--> statement-breakpoint
DROP INDEX "business_ads_type_revenue_idx";--> statement-breakpoint
DROP INDEX "land_ads_location_price_idx";--> statement-breakpoint
DROP INDEX "land_ads_location_newest_idx";--> statement-breakpoint
DROP INDEX "land_ads_location_price_per_m2_idx";--> statement-breakpoint
DROP INDEX "land_ads_location_area_idx";--> statement-breakpoint
DROP INDEX "land_ads_type_newest_idx";--> statement-breakpoint
DROP INDEX "land_ads_type_price_idx";--> statement-breakpoint
DROP INDEX "land_ads_type_area_idx";--> statement-breakpoint
CREATE INDEX "business_ads_location_price_idx" ON "business_ads" USING btree ("country_id","city_id","price","id","status") WHERE "business_ads"."deleted" = false and "business_ads"."listed";--> statement-breakpoint
CREATE INDEX "business_ads_location_newest_idx" ON "business_ads" USING btree ("country_id","city_id","created_at","id","status") WHERE "business_ads"."deleted" = false and "business_ads"."listed";--> statement-breakpoint
CREATE INDEX "business_ads_location_revenue_idx" ON "business_ads" USING btree ("country_id","city_id",coalesce("annual_revenue", -1),"id","status") WHERE "business_ads"."deleted" = false and "business_ads"."listed";--> statement-breakpoint
CREATE INDEX "business_ads_type_newest_idx" ON "business_ads" USING btree ("business_type","created_at","id","status") WHERE "business_ads"."deleted" = false and "business_ads"."listed";--> statement-breakpoint
CREATE INDEX "business_ads_type_price_idx" ON "business_ads" USING btree ("business_type","price","id","status") WHERE "business_ads"."deleted" = false and "business_ads"."listed";--> statement-breakpoint
CREATE INDEX "business_ads_type_revenue_idx" ON "business_ads" USING btree ("business_type",coalesce("annual_revenue", -1),"id","status") WHERE "business_ads"."deleted" = false and "business_ads"."listed";--> statement-breakpoint
CREATE INDEX "land_ads_location_price_idx" ON "land_ads" USING btree ("country_id","city_id","price","id","status") WHERE "land_ads"."deleted" = false and "land_ads"."listed";--> statement-breakpoint
CREATE INDEX "land_ads_location_newest_idx" ON "land_ads" USING btree ("country_id","city_id","created_at","id","status") WHERE "land_ads"."deleted" = false and "land_ads"."listed";--> statement-breakpoint
CREATE INDEX "land_ads_location_price_per_m2_idx" ON "land_ads" USING btree ("country_id","city_id","price_per_m2","id","status") WHERE "land_ads"."deleted" = false and "land_ads"."listed";--> statement-breakpoint
CREATE INDEX "land_ads_location_area_idx" ON "land_ads" USING btree ("country_id","city_id","area","id","status") WHERE "land_ads"."deleted" = false and "land_ads"."listed";--> statement-breakpoint
CREATE INDEX "land_ads_type_newest_idx" ON "land_ads" USING btree ("land_type","created_at","id","status") WHERE "land_ads"."deleted" = false and "land_ads"."listed";--> statement-breakpoint
CREATE INDEX "land_ads_type_price_idx" ON "land_ads" USING btree ("land_type","price","id","status") WHERE "land_ads"."deleted" = false and "land_ads"."listed";--> statement-breakpoint
CREATE INDEX "land_ads_type_area_idx" ON "land_ads" USING btree ("land_type","area","id","status") WHERE "land_ads"."deleted" = false and "land_ads"."listed";