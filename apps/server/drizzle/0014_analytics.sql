CREATE TABLE "action_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "action_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" text NOT NULL,
	"session_id" text NOT NULL,
	"type" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"occurred_at" timestamp with time zone,
	"day" date NOT NULL,
	"site_code" text DEFAULT '' NOT NULL,
	"locale" text DEFAULT '' NOT NULL,
	"style_code" text DEFAULT '' NOT NULL,
	"version_code" integer,
	"placement_code" text DEFAULT '' NOT NULL,
	"component_code" text DEFAULT '' NOT NULL,
	"view_code" text DEFAULT '' NOT NULL,
	"recipe_id" text DEFAULT '' NOT NULL,
	"value" text DEFAULT '' NOT NULL,
	"browser_family" text DEFAULT '' NOT NULL,
	"browser_version" text DEFAULT '' NOT NULL,
	"device_class" text DEFAULT 'desktop' NOT NULL,
	"storefront_key_id" text,
	"user_id" text
);
--> statement-breakpoint
CREATE TABLE "action_sessions" (
	"company_id" text NOT NULL,
	"session_id" text NOT NULL,
	"started_on" date NOT NULL,
	"site_code" text DEFAULT '' NOT NULL,
	"style_code" text DEFAULT '' NOT NULL,
	"device_class" text DEFAULT 'desktop' NOT NULL,
	"browser_family" text DEFAULT '' NOT NULL,
	"saved_recipe" boolean DEFAULT false NOT NULL,
	"added_to_cart" boolean DEFAULT false NOT NULL,
	CONSTRAINT "action_sessions_pk" PRIMARY KEY("company_id","session_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_action_daily" (
	"company_id" text NOT NULL,
	"day" date NOT NULL,
	"site_code" text NOT NULL,
	"style_code" text NOT NULL,
	"device_class" text NOT NULL,
	"browser_family" text NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "analytics_action_daily_pk" PRIMARY KEY("company_id","day","site_code","style_code","device_class","browser_family","type","name")
);
--> statement-breakpoint
CREATE TABLE "analytics_browser_daily" (
	"company_id" text NOT NULL,
	"day" date NOT NULL,
	"site_code" text NOT NULL,
	"browser_family" text NOT NULL,
	"browser_version" text NOT NULL,
	"device_class" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "analytics_browser_daily_pk" PRIMARY KEY("company_id","day","site_code","browser_family","browser_version","device_class")
);
--> statement-breakpoint
CREATE TABLE "analytics_funnel_daily" (
	"company_id" text NOT NULL,
	"day" date NOT NULL,
	"site_code" text NOT NULL,
	"style_code" text NOT NULL,
	"device_class" text NOT NULL,
	"sessions" integer DEFAULT 0 NOT NULL,
	"saved_recipe" integer DEFAULT 0 NOT NULL,
	"added_to_cart" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_funnel_daily_pk" PRIMARY KEY("company_id","day","site_code","style_code","device_class")
);
--> statement-breakpoint
CREATE TABLE "analytics_option_daily" (
	"company_id" text NOT NULL,
	"day" date NOT NULL,
	"site_code" text NOT NULL,
	"style_code" text NOT NULL,
	"placement_code" text NOT NULL,
	"component_code" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "analytics_option_daily_pk" PRIMARY KEY("company_id","day","site_code","style_code","placement_code","component_code")
);
--> statement-breakpoint
CREATE TABLE "analytics_personalization_daily" (
	"company_id" text NOT NULL,
	"day" date NOT NULL,
	"site_code" text NOT NULL,
	"style_code" text NOT NULL,
	"name" text NOT NULL,
	"value" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "analytics_personalization_daily_pk" PRIMARY KEY("company_id","day","site_code","style_code","name","value")
);
--> statement-breakpoint
CREATE TABLE "analytics_recipe_daily" (
	"company_id" text NOT NULL,
	"day" date NOT NULL,
	"site_code" text NOT NULL,
	"style_code" text NOT NULL,
	"device_class" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "analytics_recipe_daily_pk" PRIMARY KEY("company_id","day","site_code","style_code","device_class")
);
--> statement-breakpoint
ALTER TABLE "action_events" ADD CONSTRAINT "action_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_sessions" ADD CONSTRAINT "action_sessions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_action_daily" ADD CONSTRAINT "analytics_action_daily_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_browser_daily" ADD CONSTRAINT "analytics_browser_daily_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_funnel_daily" ADD CONSTRAINT "analytics_funnel_daily_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_option_daily" ADD CONSTRAINT "analytics_option_daily_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_personalization_daily" ADD CONSTRAINT "analytics_personalization_daily_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_recipe_daily" ADD CONSTRAINT "analytics_recipe_daily_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "action_events_company_day_idx" ON "action_events" USING btree ("company_id","day");--> statement-breakpoint
-- Recipes saved before this migration: the rollups the recipe service now writes at each save (UTC days,
-- major browser versions, bots left out).
INSERT INTO "analytics_recipe_daily" ("company_id", "day", "site_code", "style_code", "device_class", "count")
SELECT "company_id", ("created_at" AT TIME ZONE 'UTC')::date, "site_code", "style_code", "device_class", count(*)::int
FROM "recipes" WHERE NOT "bot"
GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
INSERT INTO "analytics_browser_daily" ("company_id", "day", "site_code", "browser_family", "browser_version", "device_class", "count")
SELECT "company_id", ("created_at" AT TIME ZONE 'UTC')::date, "site_code", "browser_family",
	split_part("browser_version", '.', 1), "device_class", count(*)::int
FROM "recipes" WHERE NOT "bot"
GROUP BY 1, 2, 3, 4, 5, 6;
--> statement-breakpoint
INSERT INTO "analytics_personalization_daily" ("company_id", "day", "site_code", "style_code", "name", "value", "count")
SELECT r."company_id", (r."created_at" AT TIME ZONE 'UTC')::date, r."site_code", r."style_code", v.key,
	left(v.value #>> '{}', 200), count(*)::int
FROM "recipes" r CROSS JOIN LATERAL jsonb_each(r."content" -> 'values') AS v
WHERE NOT r."bot"
GROUP BY 1, 2, 3, 4, 5, 6;
--> statement-breakpoint
-- Placement analytics now counts saved recipes, not orders: its rows are made again from the recipes.
DELETE FROM "component_usage_daily";
--> statement-breakpoint
INSERT INTO "component_usage_daily" ("company_id", "placement_id", "component_code", "day", "count")
SELECT r."company_id", p."id", s ->> 'componentCode', (r."created_at" AT TIME ZONE 'UTC')::date, count(*)::int
FROM "recipes" r
CROSS JOIN LATERAL jsonb_array_elements(r."content" -> 'selections') AS s
JOIN "component_placements" p
	ON p."company_id" = r."company_id" AND p."code" = s ->> 'placementCode' AND NOT p."archived"
WHERE NOT r."bot"
GROUP BY 1, 2, 3, 4;
