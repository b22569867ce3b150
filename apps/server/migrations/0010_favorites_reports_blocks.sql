CREATE TABLE "blocks" (
	"blocker_id" integer NOT NULL,
	"blocked_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blocks_blocker_id_blocked_id_pk" PRIMARY KEY("blocker_id","blocked_id"),
	CONSTRAINT "blocks_not_self" CHECK ("blocks"."blocker_id" <> "blocks"."blocked_id")
);
--> statement-breakpoint
CREATE TABLE "favorites" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"land_ad_id" integer,
	"business_ad_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorites_one_ad" CHECK (("favorites"."land_ad_id" is null) <> ("favorites"."business_ad_id" is null))
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"land_ad_id" integer,
	"business_ad_id" integer,
	"reason" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reports_one_ad" CHECK (("reports"."land_ad_id" is null) <> ("reports"."business_ad_id" is null)),
	CONSTRAINT "reports_reason" CHECK ("reports"."reason" in ('fraud', 'wrong_category', 'sold', 'other')),
	CONSTRAINT "reports_note_length" CHECK (char_length("reports"."note") <= 1000)
);
--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_blocker_id_users_id_fk" FOREIGN KEY ("blocker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_blocked_id_users_id_fk" FOREIGN KEY ("blocked_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_land_ad_id_land_ads_id_fk" FOREIGN KEY ("land_ad_id") REFERENCES "public"."land_ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_business_ad_id_business_ads_id_fk" FOREIGN KEY ("business_ad_id") REFERENCES "public"."business_ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_land_ad_id_land_ads_id_fk" FOREIGN KEY ("land_ad_id") REFERENCES "public"."land_ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_business_ad_id_business_ads_id_fk" FOREIGN KEY ("business_ad_id") REFERENCES "public"."business_ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blocks_blocked_idx" ON "blocks" USING btree ("blocked_id");--> statement-breakpoint
CREATE UNIQUE INDEX "favorites_land_idx" ON "favorites" USING btree ("user_id","land_ad_id");--> statement-breakpoint
CREATE UNIQUE INDEX "favorites_business_idx" ON "favorites" USING btree ("user_id","business_ad_id");--> statement-breakpoint
CREATE INDEX "favorites_user_created_idx" ON "favorites" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "favorites_land_ad_idx" ON "favorites" USING btree ("land_ad_id");--> statement-breakpoint
CREATE INDEX "favorites_business_ad_idx" ON "favorites" USING btree ("business_ad_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reports_land_idx" ON "reports" USING btree ("land_ad_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reports_business_idx" ON "reports" USING btree ("business_ad_id","user_id");--> statement-breakpoint
CREATE INDEX "reports_user_idx" ON "reports" USING btree ("user_id");