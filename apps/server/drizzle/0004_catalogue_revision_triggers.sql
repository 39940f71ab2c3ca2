-- Every write to a company's products or versions raises its catalogue revision, in the same transaction,
-- whichever code makes it (see docs/decisions/server-product-list-cache.md). One bump per statement, not per row.
-- Companies removed by the same statement (a cascade) are skipped.
CREATE FUNCTION "bump_catalogue_revision"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "catalogue_revisions" ("company_id", "revision")
  SELECT DISTINCT "changed"."company_id", 1 FROM "changed"
  WHERE EXISTS (SELECT 1 FROM "companies" WHERE "companies"."id" = "changed"."company_id")
  ON CONFLICT ("company_id") DO UPDATE SET "revision" = "catalogue_revisions"."revision" + 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "products_inserted_bump_revision" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_revision"();
--> statement-breakpoint
CREATE TRIGGER "products_updated_bump_revision" AFTER UPDATE ON "products"
  REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_revision"();
--> statement-breakpoint
CREATE TRIGGER "products_deleted_bump_revision" AFTER DELETE ON "products"
  REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_revision"();
--> statement-breakpoint
CREATE TRIGGER "product_versions_inserted_bump_revision" AFTER INSERT ON "product_versions"
  REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_revision"();
--> statement-breakpoint
CREATE TRIGGER "product_versions_updated_bump_revision" AFTER UPDATE ON "product_versions"
  REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_revision"();
--> statement-breakpoint
CREATE TRIGGER "product_versions_deleted_bump_revision" AFTER DELETE ON "product_versions"
  REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_revision"();
