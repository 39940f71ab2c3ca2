// Run with tsx: prepares a data folder for the product-list bench. It migrates the database, seeds the demo
// company, and adds PRODUCTS products of VERSIONS versions each to it in a few bulk statements.
// Usage: npx tsx scripts/bench/product-list-seed.mjs <data folder>
import { sql } from "drizzle-orm";
import { seedDemoInBulk } from "./demo-bulk-seed.mjs";

const PRODUCTS = 10_000;
const VERSIONS = 3;

await seedDemoInBulk("product-list-seed.mjs", async (tx, demo) => {
  await tx.execute(sql`
    INSERT INTO products (id, company_id, name, style_code, description, tags, product_status, etag,
      created_at, updated_at, updated_by)
    SELECT gen_random_uuid()::text, ${demo.company_id}, 'Bench product ' || lpad(i::text, 5, '0'), 'BENCH-' || i,
      'A product of the list bench, number ' || i || '.', ARRAY['bench', 'group-' || (i % 40)],
      (ARRAY['Development', 'Production', 'Archived'])[1 + i % 3], gen_random_uuid()::text,
      now() - make_interval(mins => i), now() - make_interval(secs => i), ${demo.user_id}
    FROM generate_series(1, ${PRODUCTS}::int) AS i`);
  await tx.execute(sql`
    INSERT INTO product_versions (id, company_id, product_id, code, name, description, active, etag)
    SELECT gen_random_uuid()::text, p.company_id, p.id, v, 'Version ' || v, '', v = 2, gen_random_uuid()::text
    FROM products p CROSS JOIN generate_series(1, ${VERSIONS}::int) AS v
    WHERE p.company_id = ${demo.company_id} AND p.style_code LIKE 'BENCH-%'`);
});
