-- Every write to a company's component options raises its catalogue revision too, with the function of 0004/0005
-- (one bump and one notification per company per statement), so cached option lists are never answered after
-- a change, whichever code makes it (see docs/decisions/server-catalogue-options-list-cache.md).
CREATE TRIGGER "component_options_inserted_bump_revision" AFTER INSERT ON "component_options"
  REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_revision"();
--> statement-breakpoint
CREATE TRIGGER "component_options_updated_bump_revision" AFTER UPDATE ON "component_options"
  REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_revision"();
--> statement-breakpoint
CREATE TRIGGER "component_options_deleted_bump_revision" AFTER DELETE ON "component_options"
  REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_revision"();
