-- A 1600 px wide copy of every image beside the full image and the 400 px thumbnail, and the full
-- image's size, so pages can offer the size a screen needs (srcset) and reserve its space.
ALTER TABLE "land_ad_images" ADD COLUMN "large_filename" text;
--> statement-breakpoint
ALTER TABLE "land_ad_images" ADD COLUMN "width" integer;
--> statement-breakpoint
ALTER TABLE "land_ad_images" ADD COLUMN "height" integer;
--> statement-breakpoint
ALTER TABLE "business_ad_images" ADD COLUMN "large_filename" text;
--> statement-breakpoint
ALTER TABLE "business_ad_images" ADD COLUMN "width" integer;
--> statement-breakpoint
ALTER TABLE "business_ad_images" ADD COLUMN "height" integer;
