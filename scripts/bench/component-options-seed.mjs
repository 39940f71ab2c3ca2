// Run with tsx: prepares a data folder for the component-option list bench. It migrates the database, seeds the
// demo company, and adds DEFINITIONS option definitions holding OPTIONS options in all, in a few bulk statements.
// Usage: npx tsx scripts/bench/component-options-seed.mjs <data folder>
import { sql } from "drizzle-orm";
import { seedDemoInBulk } from "./demo-bulk-seed.mjs";

const OPTIONS = 100_000;
const DEFINITIONS = ["Bench Color", "Bench Material", "Bench Finish", "Bench Size", "Bench Trim"];

await seedDemoInBulk("component-options-seed.mjs", async (tx, demo) => {
  await tx.execute(sql`
    INSERT INTO component_option_definitions (id, company_id, name, tags, etag)
    SELECT gen_random_uuid()::text, ${demo.company_id}, name, ARRAY['bench'], gen_random_uuid()::text
    FROM unnest(${sql.param(DEFINITIONS)}::text[]) AS name`);
  // Options spread evenly over the definitions; one in ten has an explicit order, one in fifty sits at the end.
  await tx.execute(sql`
    WITH defs AS (
      SELECT id, row_number() OVER (ORDER BY name) - 1 AS n FROM component_option_definitions
      WHERE company_id = ${demo.company_id} AND name = ANY(${sql.param(DEFINITIONS)}::text[]))
    INSERT INTO component_options (id, company_id, component_option_definition_id, code, code_sort_key, name,
      description, tags, explicit_order, order_list_end, inactive, settings, etag, created_at, updated_at, updated_by)
    SELECT gen_random_uuid()::text, ${demo.company_id}, defs.id, code, natural_sort_key(code),
      'Bench option ' || i, 'An option of the list bench, number ' || i || '.',
      ARRAY['bench', 'shade-' || (i % 25)], CASE WHEN i % 10 = 0 THEN i / 10 END, i % 50 = 0, i % 17 = 0,
      jsonb_build_object('notes', 'Bench notes ' || i, 'sku', 'SKU-' || i), gen_random_uuid()::text,
      now() - make_interval(mins => i), now() - make_interval(secs => i), ${demo.user_id}
    FROM generate_series(1, ${OPTIONS}::int) AS i
    CROSS JOIN LATERAL (SELECT 'OPT-' || lpad(i::text, 6, '0') AS code) AS c
    JOIN defs ON defs.n = i % ${DEFINITIONS.length}`);
});
