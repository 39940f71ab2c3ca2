CREATE TABLE "assets" (
	"company_id" text NOT NULL,
	"name" text COLLATE "C" NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"width" integer,
	"height" integer,
	"sha256" text NOT NULL,
	"last_modified" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "assets_company_id_name_pk" PRIMARY KEY("company_id","name")
);
--> statement-breakpoint
CREATE TABLE "data_optimization_profiles" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"steps" jsonb NOT NULL,
	"etag" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "data_optimizations" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'Created' NOT NULL,
	"profile_id" text,
	"steps" jsonb,
	"message" text DEFAULT '' NOT NULL,
	"source_key" text NOT NULL,
	"result_key" text,
	"result_name" text,
	"log" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"validator" jsonb,
	"job_id" text,
	"approved_at" timestamp with time zone,
	"etag" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "optimization_credits" integer DEFAULT 25 NOT NULL;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_optimization_profiles" ADD CONSTRAINT "data_optimization_profiles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_optimizations" ADD CONSTRAINT "data_optimizations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_optimizations" ADD CONSTRAINT "data_optimizations_profile_id_data_optimization_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."data_optimization_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_optimization_profiles_company_idx" ON "data_optimization_profiles" USING btree ("company_id","name");--> statement-breakpoint
CREATE INDEX "data_optimizations_company_idx" ON "data_optimizations" USING btree ("company_id","created_at");