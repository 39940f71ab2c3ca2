-- The revision raised by 0004 is also announced on the channel `catalogue_revision` as '<company id>:<revision>',
-- one notification per company per statement, delivered to listeners when the transaction commits. Servers keep
-- the revisions in memory from these (see docs/decisions/server-product-list-cache.md).
CREATE OR REPLACE FUNCTION "bump_catalogue_revision"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "bumped" record;
BEGIN
  FOR "bumped" IN
    INSERT INTO "catalogue_revisions" ("company_id", "revision")
    SELECT DISTINCT "changed"."company_id", 1 FROM "changed"
    WHERE EXISTS (SELECT 1 FROM "companies" WHERE "companies"."id" = "changed"."company_id")
    ON CONFLICT ("company_id") DO UPDATE SET "revision" = "catalogue_revisions"."revision" + 1
    RETURNING "catalogue_revisions"."company_id", "catalogue_revisions"."revision"
  LOOP
    PERFORM pg_notify('catalogue_revision', "bumped"."company_id" || ':' || "bumped"."revision");
  END LOOP;
  RETURN NULL;
END;
$$;
