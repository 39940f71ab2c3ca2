CREATE TABLE "recipes" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"product_id" text NOT NULL,
	"version_id" text NOT NULL,
	"style_code" text NOT NULL,
	"version_code" integer NOT NULL,
	"site_code" text DEFAULT '' NOT NULL,
	"locale" text DEFAULT '' NOT NULL,
	"parent_recipe_id" text,
	"content" jsonb NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"browser_family" text DEFAULT '' NOT NULL,
	"browser_version" text DEFAULT '' NOT NULL,
	"device_class" text DEFAULT 'desktop' NOT NULL,
	"bot" boolean DEFAULT false NOT NULL,
	"storefront_key_id" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "storefront_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"name" text NOT NULL,
	"key_hash" text NOT NULL,
	"key_hint" text NOT NULL,
	"allowed_origins" text[] NOT NULL,
	"etag" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "assets_revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storefront_keys" ADD CONSTRAINT "storefront_keys_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recipes_company_created_idx" ON "recipes" USING btree ("company_id","created_at" desc);--> statement-breakpoint
CREATE INDEX "recipes_storefront_key_idx" ON "recipes" USING btree ("storefront_key_id");--> statement-breakpoint
CREATE INDEX "recipes_parent_idx" ON "recipes" USING btree ("parent_recipe_id");--> statement-breakpoint
CREATE UNIQUE INDEX "storefront_keys_key_hash_unique" ON "storefront_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "storefront_keys_company_idx" ON "storefront_keys" USING btree ("company_id");--> statement-breakpoint
-- Blueprints are compiled from these too: every write to them raises the company's catalogue revision like products,
-- versions and options (0004, 0005, 0007), so a cached blueprint is never answered after a change (docs/decisions/server-customer-blueprint-cache.md).
CREATE TRIGGER "component_packages_inserted_bump_revision" AFTER INSERT ON "component_packages"
  REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_revision"();
--> statement-breakpoint
CREATE TRIGGER "component_packages_updated_bump_revision" AFTER UPDATE ON "component_packages"
  REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_revision"();
--> statement-breakpoint
CREATE TRIGGER "component_packages_deleted_bump_revision" AFTER DELETE ON "component_packages"
  REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_revision"();
--> statement-breakpoint
CREATE TRIGGER "component_generators_inserted_bump_revision" AFTER INSERT ON "component_generators"
  REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_revision"();
--> statement-breakpoint
CREATE TRIGGER "component_generators_updated_bump_revision" AFTER UPDATE ON "component_generators"
  REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_revision"();
--> statement-breakpoint
CREATE TRIGGER "component_generators_deleted_bump_revision" AFTER DELETE ON "component_generators"
  REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_revision"();
--> statement-breakpoint
CREATE TRIGGER "components_inserted_bump_revision" AFTER INSERT ON "components"
  REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_revision"();
--> statement-breakpoint
CREATE TRIGGER "components_updated_bump_revision" AFTER UPDATE ON "components"
  REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_revision"();
--> statement-breakpoint
CREATE TRIGGER "components_deleted_bump_revision" AFTER DELETE ON "components"
  REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_revision"();
--> statement-breakpoint
CREATE TRIGGER "component_placements_inserted_bump_revision" AFTER INSERT ON "component_placements"
  REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_revision"();
--> statement-breakpoint
CREATE TRIGGER "component_placements_updated_bump_revision" AFTER UPDATE ON "component_placements"
  REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_revision"();
--> statement-breakpoint
CREATE TRIGGER "component_placements_deleted_bump_revision" AFTER DELETE ON "component_placements"
  REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_revision"();
--> statement-breakpoint
CREATE TRIGGER "component_placement_types_inserted_bump_revision" AFTER INSERT ON "component_placement_types"
  REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_revision"();
--> statement-breakpoint
CREATE TRIGGER "component_placement_types_updated_bump_revision" AFTER UPDATE ON "component_placement_types"
  REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_revision"();
--> statement-breakpoint
CREATE TRIGGER "component_placement_types_deleted_bump_revision" AFTER DELETE ON "component_placement_types"
  REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_revision"();
--> statement-breakpoint
CREATE TRIGGER "component_option_definitions_inserted_bump_revision" AFTER INSERT ON "component_option_definitions"
  REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_revision"();
--> statement-breakpoint
CREATE TRIGGER "component_option_definitions_updated_bump_revision" AFTER UPDATE ON "component_option_definitions"
  REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_revision"();
--> statement-breakpoint
CREATE TRIGGER "component_option_definitions_deleted_bump_revision" AFTER DELETE ON "component_option_definitions"
  REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_revision"();
--> statement-breakpoint
CREATE TRIGGER "component_types_inserted_bump_revision" AFTER INSERT ON "component_types"
  REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_revision"();
--> statement-breakpoint
CREATE TRIGGER "component_types_updated_bump_revision" AFTER UPDATE ON "component_types"
  REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_revision"();
--> statement-breakpoint
CREATE TRIGGER "component_types_deleted_bump_revision" AFTER DELETE ON "component_types"
  REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_revision"();
--> statement-breakpoint
CREATE TRIGGER "component_type_definitions_inserted_bump_revision" AFTER INSERT ON "component_type_definitions"
  REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_revision"();
--> statement-breakpoint
CREATE TRIGGER "component_type_definitions_updated_bump_revision" AFTER UPDATE ON "component_type_definitions"
  REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_revision"();
--> statement-breakpoint
CREATE TRIGGER "component_type_definitions_deleted_bump_revision" AFTER DELETE ON "component_type_definitions"
  REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_revision"();
