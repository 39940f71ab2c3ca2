CREATE TABLE "component_generators" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"product_id" text NOT NULL,
	"version_id" text NOT NULL,
	"package_id" text NOT NULL,
	"parameters" jsonb NOT NULL,
	"generated" integer DEFAULT 0 NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"etag" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "component_usage_daily" (
	"company_id" text NOT NULL,
	"placement_id" text NOT NULL,
	"component_code" text NOT NULL,
	"day" date NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "components" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"version_id" text NOT NULL,
	"package_id" text NOT NULL,
	"generator_id" text NOT NULL,
	"placement_id" text NOT NULL,
	"option_key" text NOT NULL,
	"option_ids" text[] NOT NULL,
	"code" text NOT NULL,
	"placement_independent_code" text NOT NULL,
	"usage" text NOT NULL,
	"unavailable" boolean DEFAULT false NOT NULL,
	"etag" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "component_generators" ADD CONSTRAINT "component_generators_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "component_generators" ADD CONSTRAINT "component_generators_version_id_product_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."product_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "component_generators" ADD CONSTRAINT "component_generators_package_id_component_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."component_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "component_generators" ADD CONSTRAINT "component_generators_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "component_usage_daily" ADD CONSTRAINT "component_usage_daily_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "components" ADD CONSTRAINT "components_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "components" ADD CONSTRAINT "components_version_id_product_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."product_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "components" ADD CONSTRAINT "components_generator_id_component_generators_id_fk" FOREIGN KEY ("generator_id") REFERENCES "public"."component_generators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "component_generators_package_idx" ON "component_generators" USING btree ("package_id","created_at") WHERE archived = false;--> statement-breakpoint
CREATE UNIQUE INDEX "component_usage_daily_unique" ON "component_usage_daily" USING btree ("company_id","placement_id","day","component_code");--> statement-breakpoint
CREATE UNIQUE INDEX "components_generator_option_key_unique" ON "components" USING btree ("generator_id","option_key");--> statement-breakpoint
CREATE INDEX "components_version_code_idx" ON "components" USING btree ("version_id","code" collate "C");