-- Every write to the tables behind a public list bumps that list's version, in the same
-- transaction as the write, so every server process sees a change at once.
INSERT INTO "list_versions" ("name", "version") VALUES ('land_ads', 1), ('business_ads', 1)
  ON CONFLICT ("name") DO NOTHING;
--> statement-breakpoint
CREATE FUNCTION "bump_list_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "list_versions" SET "version" = "version" + 1 WHERE "name" = TG_ARGV[0];
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "land_ads_list_version" AFTER INSERT OR UPDATE OR DELETE ON "land_ads"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_list_version"('land_ads');
--> statement-breakpoint
CREATE TRIGGER "land_ad_images_list_version" AFTER INSERT OR UPDATE OR DELETE ON "land_ad_images"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_list_version"('land_ads');
--> statement-breakpoint
CREATE TRIGGER "business_ads_list_version" AFTER INSERT OR UPDATE OR DELETE ON "business_ads"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_list_version"('business_ads');
--> statement-breakpoint
CREATE TRIGGER "business_ad_images_list_version" AFTER INSERT OR UPDATE OR DELETE ON "business_ad_images"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_list_version"('business_ads');
--> statement-breakpoint
-- Author names appear in both lists.
CREATE TRIGGER "users_list_version_land" AFTER UPDATE OF "full_name" ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_list_version"('land_ads');
--> statement-breakpoint
CREATE TRIGGER "users_list_version_business" AFTER UPDATE OF "full_name" ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_list_version"('business_ads');
