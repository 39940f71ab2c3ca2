-- The order list's filter matches any part of the search text through a trigram index (pg_trgm ships with
-- PostgreSQL; PGlite loads it from @electric-sql/pglite/contrib/pg_trgm). It must exist before the index below.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "orders" (
	"recipe_id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"order_id" text NOT NULL,
	"order_number" text,
	"item_id" text,
	"item_quantity" integer,
	"style_codes" text[] NOT NULL,
	"site_codes" text[] NOT NULL,
	"status" text DEFAULT 'Created' NOT NULL,
	"fulfillment_status" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"hold_reason" text DEFAULT '' NOT NULL,
	"customer_email" text,
	"access_code_sealed" text NOT NULL,
	"search_text" text NOT NULL,
	"etag" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attachments" ADD COLUMN "view" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "attachments" ADD COLUMN "placement" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_company_created_idx" ON "orders" USING btree ("company_id","created_at" desc,"recipe_id" desc);--> statement-breakpoint
CREATE INDEX "orders_company_status_created_idx" ON "orders" USING btree ("company_id","status","created_at" desc,"recipe_id" desc);--> statement-breakpoint
CREATE INDEX "orders_search_trgm_idx" ON "orders" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- An order's history is the audit trail under order/{recipeId} and its comments and attachments below it:
-- a prefix match on the path, which needs pattern ops to use an index whatever the collation.
CREATE INDEX "audit_entries_path_prefix_idx" ON "audit_entries" ("company_id", "resource_path" text_pattern_ops, "at");
