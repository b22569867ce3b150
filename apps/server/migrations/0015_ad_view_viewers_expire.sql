ALTER TABLE "ad_views" ALTER COLUMN "viewer" DROP NOT NULL;--> statement-breakpoint
CREATE INDEX "ad_views_viewer_day_idx" ON "ad_views" USING btree ("day") WHERE "ad_views"."viewer" is not null;