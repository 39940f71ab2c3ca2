CREATE TABLE "applet_files" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"applet_id" text NOT NULL,
	"name" text NOT NULL,
	"storage_key" text NOT NULL,
	"size" bigint NOT NULL,
	"content_type" text NOT NULL,
	"sha256" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applets" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"scope" text NOT NULL,
	"etag" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "attachment_versions" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"attachment_id" text NOT NULL,
	"version" integer NOT NULL,
	"storage_key" text NOT NULL,
	"size" bigint NOT NULL,
	"content_type" text NOT NULL,
	"sha256" text NOT NULL,
	"uploaded_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attachments" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"owner_type" text NOT NULL,
	"owner_id" text NOT NULL,
	"name" text NOT NULL,
	"usage" text NOT NULL,
	"visibility" text NOT NULL,
	"current_version" integer DEFAULT 1 NOT NULL,
	"etag" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_user_id" text,
	"actor_api_key_id" text,
	"actor_name" text NOT NULL,
	"resource_type" text NOT NULL,
	"resource_id" text NOT NULL,
	"resource_path" text NOT NULL,
	"resource_label" text DEFAULT '' NOT NULL,
	"action" text NOT NULL,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"owner_type" text NOT NULL,
	"owner_id" text NOT NULL,
	"kind" text NOT NULL,
	"visibility" text NOT NULL,
	"body" text NOT NULL,
	"author_kind" text NOT NULL,
	"author_user_id" text,
	"author_name" text NOT NULL,
	"etag" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_data" (
	"company_id" text PRIMARY KEY NOT NULL,
	"custom_attributes_json" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"etag" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "company_settings" (
	"company_id" text PRIMARY KEY NOT NULL,
	"recipe_css" text DEFAULT '' NOT NULL,
	"blocked_recipe_attributes" text[] DEFAULT '{}' NOT NULL,
	"recipe_sftp_host" text DEFAULT '' NOT NULL,
	"recipe_sftp_path" text DEFAULT '' NOT NULL,
	"recipe_sftp_user" text DEFAULT '' NOT NULL,
	"recipe_sftp_password_encrypted" text,
	"etag" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
DROP INDEX "jobs_status_idx";--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "status" SET DEFAULT 'NotYetRunning';--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "progress" integer;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "related_entity_id" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "run_after" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "cancel_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applet_files" ADD CONSTRAINT "applet_files_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applet_files" ADD CONSTRAINT "applet_files_applet_id_applets_id_fk" FOREIGN KEY ("applet_id") REFERENCES "public"."applets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applets" ADD CONSTRAINT "applets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachment_versions" ADD CONSTRAINT "attachment_versions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachment_versions" ADD CONSTRAINT "attachment_versions_attachment_id_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."attachments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_entries" ADD CONSTRAINT "audit_entries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_data" ADD CONSTRAINT "company_data_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_settings" ADD CONSTRAINT "company_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "applet_files_name_unique" ON "applet_files" USING btree ("applet_id","name");--> statement-breakpoint
CREATE INDEX "applets_company_idx" ON "applets" USING btree ("company_id","scope");--> statement-breakpoint
CREATE UNIQUE INDEX "attachment_versions_unique" ON "attachment_versions" USING btree ("attachment_id","version");--> statement-breakpoint
CREATE INDEX "attachments_owner_idx" ON "attachments" USING btree ("company_id","owner_type","owner_id");--> statement-breakpoint
CREATE INDEX "audit_entries_company_at_idx" ON "audit_entries" USING btree ("company_id","at");--> statement-breakpoint
CREATE INDEX "audit_entries_path_idx" ON "audit_entries" USING btree ("company_id","resource_path","at");--> statement-breakpoint
CREATE INDEX "comments_owner_idx" ON "comments" USING btree ("company_id","owner_type","owner_id","created_at");--> statement-breakpoint
CREATE INDEX "jobs_status_idx" ON "jobs" USING btree ("status","run_after","created_at");--> statement-breakpoint
UPDATE "jobs" SET "status" = 'NotYetRunning' WHERE "status" = 'Queued';--> statement-breakpoint
UPDATE "jobs" SET "status" = 'DoneFailure' WHERE "status" = 'Error';
