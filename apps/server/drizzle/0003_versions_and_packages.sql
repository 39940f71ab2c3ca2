CREATE TABLE "component_packages" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"version_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"base_price_json" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"package_price_json" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"custom_attributes_json" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"etag" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_versions" ADD COLUMN "parent_version_id" text;--> statement-breakpoint
ALTER TABLE "product_versions" ADD COLUMN "image_root_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "product_versions" ADD COLUMN "image_cache_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "product_versions" ADD COLUMN "custom_attributes_json" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "product_versions" ADD COLUMN "price_json" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "product_versions" ADD COLUMN "component_groups" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "product_versions" ADD COLUMN "image_views" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "product_versions" ADD COLUMN "no_sibling_rules" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "product_versions" ADD COLUMN "combine_only_when" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "product_versions" ADD COLUMN "rules_json" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "product_versions" ADD COLUMN "initial_configurations_json" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "product_versions" ADD COLUMN "component_statuses_json" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "product_versions" ADD COLUMN "image_mapping_source" text;--> statement-breakpoint
ALTER TABLE "product_versions" ADD COLUMN "image_mapping_file" text;--> statement-breakpoint
ALTER TABLE "product_versions" ADD COLUMN "image_mapping_file_mime_type" text;--> statement-breakpoint
ALTER TABLE "component_packages" ADD CONSTRAINT "component_packages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "component_packages" ADD CONSTRAINT "component_packages_version_id_product_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."product_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "component_packages_version_idx" ON "component_packages" USING btree ("version_id","position");--> statement-breakpoint
CREATE INDEX "component_packages_company_idx" ON "component_packages" USING btree ("company_id");--> statement-breakpoint
ALTER TABLE "product_versions" ADD CONSTRAINT "product_versions_parent_version_id_product_versions_id_fk" FOREIGN KEY ("parent_version_id") REFERENCES "public"."product_versions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_versions_parent_idx" ON "product_versions" USING btree ("parent_version_id");