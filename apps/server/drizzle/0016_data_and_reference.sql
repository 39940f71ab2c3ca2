CREATE TABLE "data_import_items" (
	"import_id" text NOT NULL,
	"index" integer NOT NULL,
	"company_id" text NOT NULL,
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"outcome" text NOT NULL,
	"target_id" text,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"refusals" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"after" jsonb,
	"before_row" jsonb,
	"applied_etag" text,
	CONSTRAINT "data_import_items_import_id_index_pk" PRIMARY KEY("import_id","index")
);
--> statement-breakpoint
CREATE TABLE "data_imports" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" bigint NOT NULL,
	"source_key" text NOT NULL,
	"status" text DEFAULT 'Created' NOT NULL,
	"stage" text DEFAULT 'Planned' NOT NULL,
	"format" text,
	"apply_after_plan" integer DEFAULT 0 NOT NULL,
	"summary" jsonb,
	"log" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"job_id" text,
	"applied_at" timestamp with time zone,
	"undone_at" timestamp with time zone,
	"etag" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legacy_mapping_history" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"action" text NOT NULL,
	"name" text,
	"mime_type" text,
	"size" bigint,
	"storage_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text
);
--> statement-breakpoint
CREATE TABLE "reference_data_file_history" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"reference_data_id" text NOT NULL,
	"reference_data_file_id" text NOT NULL,
	"action" text NOT NULL,
	"name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" bigint NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text
);
--> statement-breakpoint
CREATE TABLE "reference_data_files" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"reference_data_id" text NOT NULL,
	"name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" bigint NOT NULL,
	"storage_key" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "reference_datas" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"data_type" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"etag" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
ALTER TABLE "data_import_items" ADD CONSTRAINT "data_import_items_import_id_data_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."data_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_import_items" ADD CONSTRAINT "data_import_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_imports" ADD CONSTRAINT "data_imports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legacy_mapping_history" ADD CONSTRAINT "legacy_mapping_history_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reference_data_file_history" ADD CONSTRAINT "reference_data_file_history_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reference_data_file_history" ADD CONSTRAINT "reference_data_file_history_reference_data_id_reference_datas_id_fk" FOREIGN KEY ("reference_data_id") REFERENCES "public"."reference_datas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reference_data_files" ADD CONSTRAINT "reference_data_files_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reference_data_files" ADD CONSTRAINT "reference_data_files_reference_data_id_reference_datas_id_fk" FOREIGN KEY ("reference_data_id") REFERENCES "public"."reference_datas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reference_datas" ADD CONSTRAINT "reference_datas_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_import_items_outcome_idx" ON "data_import_items" USING btree ("import_id","outcome");--> statement-breakpoint
CREATE INDEX "data_imports_company_idx" ON "data_imports" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "legacy_mapping_history_company_idx" ON "legacy_mapping_history" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "reference_data_file_history_parent_idx" ON "reference_data_file_history" USING btree ("reference_data_id","created_at");--> statement-breakpoint
CREATE INDEX "reference_data_files_parent_idx" ON "reference_data_files" USING btree ("reference_data_id");--> statement-breakpoint
CREATE INDEX "reference_datas_company_idx" ON "reference_datas" USING btree ("company_id","data_type","name");