DROP INDEX "business_ads_type_newest_idx";--> statement-breakpoint
DROP INDEX "business_ads_type_price_idx";--> statement-breakpoint
DROP INDEX "business_ads_type_revenue_idx";--> statement-breakpoint
DROP INDEX "land_ads_type_newest_idx";--> statement-breakpoint
DROP INDEX "land_ads_type_price_idx";--> statement-breakpoint
CREATE INDEX "land_ads_type_price_per_m2_idx" ON "land_ads" USING btree ("land_type","price_per_m2","id","status","area") WHERE "land_ads"."deleted" = false and "land_ads"."listed";--> statement-breakpoint
CREATE INDEX "business_ads_type_newest_idx" ON "business_ads" USING btree ("business_type","created_at","id","status","annual_revenue") WHERE "business_ads"."deleted" = false and "business_ads"."listed";--> statement-breakpoint
CREATE INDEX "business_ads_type_price_idx" ON "business_ads" USING btree ("business_type","price","id","status","annual_revenue") WHERE "business_ads"."deleted" = false and "business_ads"."listed";--> statement-breakpoint
CREATE INDEX "business_ads_type_revenue_idx" ON "business_ads" USING btree ("business_type",coalesce("annual_revenue", -1),"id","status","annual_revenue") WHERE "business_ads"."deleted" = false and "business_ads"."listed";--> statement-breakpoint
CREATE INDEX "land_ads_type_newest_idx" ON "land_ads" USING btree ("land_type","created_at","id","status","area") WHERE "land_ads"."deleted" = false and "land_ads"."listed";--> statement-breakpoint
CREATE INDEX "land_ads_type_price_idx" ON "land_ads" USING btree ("land_type","price","id","status","area") WHERE "land_ads"."deleted" = false and "land_ads"."listed";