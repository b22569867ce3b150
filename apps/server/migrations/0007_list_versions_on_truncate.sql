-- TRUNCATE fires no row or INSERT/UPDATE/DELETE statement triggers: without these, emptying a
-- table (a restore, a reset) left its lists' version unchanged, and kept lists and search pages
-- would outlive the rows they were read from.
CREATE TRIGGER "land_ads_list_version_truncate" AFTER TRUNCATE ON "land_ads"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_list_version"('land_ads');
--> statement-breakpoint
CREATE TRIGGER "land_ad_images_list_version_truncate" AFTER TRUNCATE ON "land_ad_images"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_list_version"('land_ads');
--> statement-breakpoint
CREATE TRIGGER "business_ads_list_version_truncate" AFTER TRUNCATE ON "business_ads"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_list_version"('business_ads');
--> statement-breakpoint
CREATE TRIGGER "business_ad_images_list_version_truncate" AFTER TRUNCATE ON "business_ad_images"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_list_version"('business_ads');
