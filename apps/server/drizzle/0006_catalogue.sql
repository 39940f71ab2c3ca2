CREATE TABLE "component_option_definitions" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"name" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"custom_attributes_json" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"etag" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"inventory_type" text DEFAULT 'None' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "component_options" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"component_option_definition_id" text,
	"code" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"explicit_order" integer,
	"order_list_end" boolean DEFAULT false NOT NULL,
	"inactive" boolean DEFAULT false NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"etag" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "component_placement_types" (
	"company_id" text NOT NULL,
	"component_placement_id" text NOT NULL,
	"component_type_id" text NOT NULL,
	"position" integer NOT NULL,
	"code_prefix" text DEFAULT '' NOT NULL,
	"code_suffix" text DEFAULT '' NOT NULL,
	"optional" boolean DEFAULT false NOT NULL,
	CONSTRAINT "component_placement_types_component_placement_id_position_pk" PRIMARY KEY("component_placement_id","position")
);
--> statement-breakpoint
CREATE TABLE "component_placements" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"name" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"custom_attributes_json" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"etag" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"code" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"usage" text DEFAULT 'Standard' NOT NULL,
	"assistant_type" text DEFAULT 'None' NOT NULL,
	"assistant_description" text DEFAULT '' NOT NULL,
	"do_not_track_inventory" boolean DEFAULT false NOT NULL,
	"component_tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"joint_tags" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "component_type_definitions" (
	"company_id" text NOT NULL,
	"component_type_id" text NOT NULL,
	"component_option_definition_id" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "component_type_definitions_component_type_id_position_pk" PRIMARY KEY("component_type_id","position")
);
--> statement-breakpoint
CREATE TABLE "component_types" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"name" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"custom_attributes_json" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"etag" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"part_code_format" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dimensions" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"name" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"custom_attributes_json" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"etag" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"code" text NOT NULL,
	"unit" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"aggregate" text DEFAULT 'Sum' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"name" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"custom_attributes_json" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"etag" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"code" text NOT NULL,
	"external_inventory" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "component_option_definitions" ADD CONSTRAINT "component_option_definitions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "component_options" ADD CONSTRAINT "component_options_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "component_options" ADD CONSTRAINT "component_options_component_option_definition_id_component_option_definitions_id_fk" FOREIGN KEY ("component_option_definition_id") REFERENCES "public"."component_option_definitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "component_options" ADD CONSTRAINT "component_options_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "component_placement_types" ADD CONSTRAINT "component_placement_types_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "component_placement_types" ADD CONSTRAINT "component_placement_types_component_placement_id_component_placements_id_fk" FOREIGN KEY ("component_placement_id") REFERENCES "public"."component_placements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "component_placement_types" ADD CONSTRAINT "component_placement_types_component_type_id_component_types_id_fk" FOREIGN KEY ("component_type_id") REFERENCES "public"."component_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "component_placements" ADD CONSTRAINT "component_placements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "component_type_definitions" ADD CONSTRAINT "component_type_definitions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "component_type_definitions" ADD CONSTRAINT "component_type_definitions_component_type_id_component_types_id_fk" FOREIGN KEY ("component_type_id") REFERENCES "public"."component_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "component_type_definitions" ADD CONSTRAINT "component_type_definitions_component_option_definition_id_component_option_definitions_id_fk" FOREIGN KEY ("component_option_definition_id") REFERENCES "public"."component_option_definitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "component_types" ADD CONSTRAINT "component_types_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dimensions" ADD CONSTRAINT "dimensions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "component_option_definitions_company_name_unique" ON "component_option_definitions" USING btree ("company_id","name") WHERE archived = false;--> statement-breakpoint
CREATE INDEX "component_option_definitions_company_name_idx" ON "component_option_definitions" USING btree ("company_id",lower("name")) WHERE archived = false;--> statement-breakpoint
CREATE UNIQUE INDEX "component_options_company_code_unique" ON "component_options" USING btree ("company_id","code") WHERE archived = false;--> statement-breakpoint
CREATE INDEX "component_options_company_order_idx" ON "component_options" USING btree ("company_id","order_list_end","explicit_order","code" collate "C") WHERE archived = false;--> statement-breakpoint
CREATE INDEX "component_options_definition_order_idx" ON "component_options" USING btree ("company_id","component_option_definition_id","order_list_end","explicit_order","code" collate "C") WHERE archived = false;--> statement-breakpoint
CREATE UNIQUE INDEX "component_placement_types_unique" ON "component_placement_types" USING btree ("component_placement_id","component_type_id");--> statement-breakpoint
CREATE INDEX "component_placement_types_type_idx" ON "component_placement_types" USING btree ("component_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "component_placements_company_code_unique" ON "component_placements" USING btree ("company_id","code") WHERE archived = false;--> statement-breakpoint
CREATE INDEX "component_placements_company_name_idx" ON "component_placements" USING btree ("company_id",lower("name")) WHERE archived = false;--> statement-breakpoint
CREATE UNIQUE INDEX "component_type_definitions_unique" ON "component_type_definitions" USING btree ("component_type_id","component_option_definition_id");--> statement-breakpoint
CREATE INDEX "component_type_definitions_definition_idx" ON "component_type_definitions" USING btree ("component_option_definition_id");--> statement-breakpoint
CREATE UNIQUE INDEX "component_types_company_name_unique" ON "component_types" USING btree ("company_id","name") WHERE archived = false;--> statement-breakpoint
CREATE INDEX "component_types_company_name_idx" ON "component_types" USING btree ("company_id",lower("name")) WHERE archived = false;--> statement-breakpoint
CREATE UNIQUE INDEX "dimensions_company_code_unique" ON "dimensions" USING btree ("company_id","code") WHERE archived = false;--> statement-breakpoint
CREATE INDEX "dimensions_company_name_idx" ON "dimensions" USING btree ("company_id",lower("name")) WHERE archived = false;--> statement-breakpoint
CREATE UNIQUE INDEX "sites_company_code_unique" ON "sites" USING btree ("company_id","code") WHERE archived = false;--> statement-breakpoint
CREATE INDEX "sites_company_name_idx" ON "sites" USING btree ("company_id",lower("name")) WHERE archived = false;