-- The natural sort key of codes (packages/domain/src/shared/natural-order.ts builds the same key; the server writes
-- it with every code, and an API test holds the two alike): ASCII letters lower-cased, each run of digits written
-- as its length without leading zeros (3 digits, at most 999) followed by those digits.
CREATE FUNCTION natural_sort_key(code text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT coalesce(string_agg(CASE WHEN part[1] IS NULL THEN part[2]
      ELSE lpad(least(length(ltrim(part[1], '0')), 999)::text, 3, '0') || ltrim(part[1], '0') END, '' ORDER BY n), '')
  FROM regexp_matches(translate(code, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz'),
    '([0-9]+)|([^0-9]+)', 'g') WITH ORDINALITY AS parts(part, n)
$$;--> statement-breakpoint
DROP INDEX "component_options_company_order_idx";--> statement-breakpoint
DROP INDEX "component_options_definition_order_idx";--> statement-breakpoint
DROP INDEX "components_version_code_idx";--> statement-breakpoint
ALTER TABLE "component_options" ADD COLUMN "code_sort_key" text;--> statement-breakpoint
UPDATE "component_options" SET "code_sort_key" = natural_sort_key("code");--> statement-breakpoint
ALTER TABLE "component_options" ALTER COLUMN "code_sort_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "components" ADD COLUMN "code_sort_key" text;--> statement-breakpoint
UPDATE "components" SET "code_sort_key" = natural_sort_key("code");--> statement-breakpoint
ALTER TABLE "components" ALTER COLUMN "code_sort_key" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "component_options_company_order_idx" ON "component_options" USING btree ("company_id","order_list_end","explicit_order","code_sort_key" collate "C","code" collate "C") WHERE archived = false;--> statement-breakpoint
CREATE INDEX "component_options_definition_order_idx" ON "component_options" USING btree ("company_id","component_option_definition_id","order_list_end","explicit_order","code_sort_key" collate "C","code" collate "C") WHERE archived = false;--> statement-breakpoint
CREATE INDEX "components_version_code_idx" ON "components" USING btree ("version_id","code_sort_key" collate "C","code" collate "C");
