// Run with tsx: prepares a data folder for the orders bench. It migrates the database, seeds the demo company,
// and adds ORDERS recipes of its first sneaker, each ordered, in a few bulk statements: recipe ids BENCH0000001
// .., order numbers BN-000001 .. BN-100000, statuses in turn (a ninth of them Created), one personal text each.
// Usage: npx tsx scripts/bench/orders-seed.mjs <data folder>
import { sql } from "drizzle-orm";
import { ORDER_STATUSES as STATUSES } from "../../packages/domain/src/order/order-status.ts";
import { seedDemoInBulk } from "./demo-bulk-seed.mjs";

const ORDERS = 100_000;
const NAMES = ["avery", "blake", "casey", "drew", "emery", "finley", "harper", "jordan", "kai", "logan"];

await seedDemoInBulk("orders-seed.mjs", async (tx, demo) => {
  const {
    rows: [sneaker],
  } = await tx.execute(sql`
    SELECT p.id AS product_id, v.id AS version_id, p.style_code, v.code AS version_code, p.name AS product_name,
      v.name AS version_name
    FROM products p JOIN product_versions v ON v.product_id = p.id AND v.active
    WHERE p.company_id = ${demo.company_id} AND p.style_code = 'SNK-CC-100'`);
  if (!sneaker) throw new Error("the demo company has no SNK-CC-100 with an active version");
  // The recipe's text and its order's search text hold the same name, as the order service writes them.
  await tx.execute(sql`
    INSERT INTO recipes (id, company_id, product_id, version_id, style_code, version_code, site_code, locale,
      content, device_class, created_at)
    SELECT 'BENCH' || lpad(i::text, 7, '0'), ${demo.company_id}, ${sneaker.product_id}, ${sneaker.version_id},
      ${sneaker.style_code}, ${sneaker.version_code}, 'us-store', 'en-US',
      jsonb_build_object('selections', '[]'::jsonb, 'values', jsonb_build_object('Name', name),
        'views', '[]'::jsonb, 'attachments', '[]'::jsonb, 'price', null,
        'productName', ${sneaker.product_name}::text, 'versionName', ${sneaker.version_name}::text),
      'desktop', now() - make_interval(mins => i)
    FROM generate_series(1, ${ORDERS}::int) AS i
    CROSS JOIN LATERAL (SELECT (${sql.param(NAMES)}::text[])[1 + i % ${NAMES.length}] || ' ' || i AS name) AS n`);
  await tx.execute(sql`
    INSERT INTO orders (recipe_id, company_id, order_id, order_number, item_quantity, style_codes, site_codes,
      status, customer_email, access_code_sealed, search_text, etag, created_at, updated_at)
    SELECT r.id, r.company_id, r.id, 'BN-' || lpad(i::text, 6, '0'), 1, ARRAY[r.style_code], ARRAY['us-store'],
      (${sql.param(STATUSES)}::text[])[1 + i % ${STATUSES.length}], NULL, '',
      lower(concat_ws(E'\\n', r.id, 'BN-' || lpad(i::text, 6, '0'), r.style_code, r.content->'values'->>'Name')),
      gen_random_uuid()::text, r.created_at + interval '1 minute', r.created_at + interval '1 minute'
    FROM generate_series(1, ${ORDERS}::int) AS i
    JOIN recipes r ON r.id = 'BENCH' || lpad(i::text, 7, '0')`);
});
