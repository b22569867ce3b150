CREATE TABLE "search_word_counts" (
	"ad_table" text NOT NULL,
	"scope" text NOT NULL,
	"word" text NOT NULL,
	"sold" boolean NOT NULL,
	"price_floor" numeric NOT NULL,
	"price_ceiling" numeric NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "search_word_counts_ad_table_scope_word_sold_price_floor_pk" PRIMARY KEY("ad_table","scope","word","sold","price_floor")
);
--> statement-breakpoint
CREATE INDEX "search_word_counts_word_idx" ON "search_word_counts" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- The words of a folded text: its longest runs of letters and digits, each once. A query that is
-- one such run is in a text exactly when it is within one of its words.
CREATE FUNCTION public.search_words(search_text text, search_title text)
  RETURNS TABLE (scope text, word text)
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  (SELECT DISTINCT 'text', w FROM regexp_split_to_table(search_text, '[^[:alnum:]]+') w WHERE w <> '')
  UNION ALL
  (SELECT DISTINCT 'title', w FROM regexp_split_to_table(search_title, '[^[:alnum:]]+') w WHERE w <> '')
$$;
--> statement-breakpoint
-- A price's band: two significant digits (145,000.50 is in 140,000 to 150,000; 95 in 95 to 96).
CREATE FUNCTION public.search_price_band(price numeric, OUT floor numeric, OUT ceiling numeric)
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$
  SELECT trunc(price / u) * u, trunc(price / u) * u + u
  FROM (SELECT round(power(10::numeric, greatest(length(trunc(price)::text) - 2, 0))) AS u) unit
$$;
--> statement-breakpoint
-- Statement triggers with transition tables, as count_active_ads: the listed ads (not deleted,
-- not hidden) that a statement adds count +1 for each of their words, those it takes away -1; an
-- update that changes none of the words, the price band or whether sold leaves every row as it is.
-- The writes of one table already wait for each other at their list_versions row (migrations/0002),
-- whose trigger fires first, so two statements never lock these rows in opposite orders.
CREATE FUNCTION "count_search_words"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  listed_rows constant text := 'SELECT r.search_text, to_jsonb(r) ->> ''search_title'' AS search_title,
    r.price, r.status = ''sold'' AS sold, %s AS delta FROM %I r WHERE NOT r.deleted AND r.listed';
  changes text;
BEGIN
  changes := CASE TG_OP
    WHEN 'INSERT' THEN format(listed_rows, 1, 'new_rows')
    WHEN 'DELETE' THEN format(listed_rows, -1, 'old_rows')
    ELSE format(listed_rows, 1, 'new_rows') || ' UNION ALL ' || format(listed_rows, -1, 'old_rows')
  END;
  EXECUTE format($sql$
    INSERT INTO "search_word_counts" AS c
      ("ad_table", "scope", "word", "sold", "price_floor", "price_ceiling", "count")
    SELECT %L, w.scope, w.word, d.sold, b.floor, b.ceiling, sum(d.delta)
    FROM (%s) d
    CROSS JOIN LATERAL public.search_words(d.search_text, d.search_title) w
    CROSS JOIN LATERAL public.search_price_band(d.price) b
    GROUP BY w.scope, w.word, d.sold, b.floor, b.ceiling
    HAVING sum(d.delta) <> 0
    ORDER BY w.scope, w.word, d.sold, b.floor
    ON CONFLICT ("ad_table", "scope", "word", "sold", "price_floor")
      DO UPDATE SET "count" = c."count" + excluded."count"
  $sql$, TG_TABLE_NAME, changes);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "reset_search_words"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "search_word_counts" WHERE "ad_table" = TG_TABLE_NAME;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "land_ads_words_insert" AFTER INSERT ON "land_ads" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "count_search_words"();
--> statement-breakpoint
CREATE TRIGGER "land_ads_words_update" AFTER UPDATE ON "land_ads"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "count_search_words"();
--> statement-breakpoint
CREATE TRIGGER "land_ads_words_delete" AFTER DELETE ON "land_ads" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "count_search_words"();
--> statement-breakpoint
CREATE TRIGGER "land_ads_words_truncate" AFTER TRUNCATE ON "land_ads"
  FOR EACH STATEMENT EXECUTE FUNCTION "reset_search_words"();
--> statement-breakpoint
CREATE TRIGGER "business_ads_words_insert" AFTER INSERT ON "business_ads" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "count_search_words"();
--> statement-breakpoint
CREATE TRIGGER "business_ads_words_update" AFTER UPDATE ON "business_ads"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "count_search_words"();
--> statement-breakpoint
CREATE TRIGGER "business_ads_words_delete" AFTER DELETE ON "business_ads" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "count_search_words"();
--> statement-breakpoint
CREATE TRIGGER "business_ads_words_truncate" AFTER TRUNCATE ON "business_ads"
  FOR EACH STATEMENT EXECUTE FUNCTION "reset_search_words"();
--> statement-breakpoint
-- The ads already there.
INSERT INTO "search_word_counts"
  ("ad_table", "scope", "word", "sold", "price_floor", "price_ceiling", "count")
SELECT 'land_ads', w.scope, w.word, r.status = 'sold', b.floor, b.ceiling, count(*)
FROM "land_ads" r
CROSS JOIN LATERAL public.search_words(r.search_text, NULL) w
CROSS JOIN LATERAL public.search_price_band(r.price) b
WHERE NOT r.deleted AND r.listed
GROUP BY 2, 3, 4, 5, 6
UNION ALL
SELECT 'business_ads', w.scope, w.word, r.status = 'sold', b.floor, b.ceiling, count(*)
FROM "business_ads" r
CROSS JOIN LATERAL public.search_words(r.search_text, r.search_title) w
CROSS JOIN LATERAL public.search_price_band(r.price) b
WHERE NOT r.deleted AND r.listed
GROUP BY 2, 3, 4, 5, 6;
