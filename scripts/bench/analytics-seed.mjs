// Run with tsx: prepares a database for the analytics bench. It migrates and seeds the demo company, then adds
// RECIPES saved recipes and SESSIONS sessions of ten action events each (analytics-rows.mjs) in bulk statements,
// with the daily rollups the server keeps for them (the same counts its rollup writer would have added one write at
// a time). Prints the style codes used as JSON on its last line.
// Usage: [BENCH_DATABASE_URL=postgres://...] npx tsx scripts/bench/analytics-seed.mjs <data folder> <recipes> <sessions>
import { sql } from "drizzle-orm";
import { eventFactsSql, recipeFactsSql } from "./analytics-rows.mjs";
import { seedDemoInBulk } from "./demo-bulk-seed.mjs";

const recipes = Number(process.argv[3]);
const sessions = Number(process.argv[4]);
if (!(recipes > 0 && sessions > 0)) throw new Error("usage: analytics-seed.mjs <data folder> <recipes> <sessions>");

let styleCodes = [];

await seedDemoInBulk("analytics-seed.mjs", async (tx, demo) => {
  const company = demo.company_id;
  const { rows: products } = await tx.execute(sql`
    SELECT p.id AS product_id, v.id AS version_id, p.style_code, v.code AS version_code
    FROM products p JOIN product_versions v ON v.product_id = p.id AND v.active
    WHERE p.company_id = ${company} ORDER BY p.style_code`);
  if (products.length === 0) throw new Error("the demo company has no product with an active version");
  styleCodes = products.map((product) => product.style_code);
  const recipeFacts = sql.raw(recipeFactsSql(recipes, styleCodes));
  const eventFacts = sql.raw(eventFactsSql(sessions, styleCodes));
  const at = (n) => sql.raw(`((f.day::timestamp + make_interval(secs => (${n} % 86400)::int)) AT TIME ZONE 'UTC')`);

  await tx.execute(sql`
    INSERT INTO recipes (id, company_id, product_id, version_id, style_code, version_code, site_code, locale, content,
      browser_family, browser_version, device_class, created_at)
    SELECT 'AN' || lpad(f.r::varchar, 10, '0'), ${company}, p.product_id, p.version_id, f.style_code, p.version_code,
      f.site_code, 'en-US',
      jsonb_build_object('selections', '[]'::jsonb, 'values', jsonb_build_object('MONOGRAM', f.monogram),
        'views', '[]'::jsonb, 'attachments', '[]'::jsonb, 'price', null, 'productName', f.style_code,
        'versionName', 'Bench'),
      f.browser_family, f.browser_version || '.0.1', f.device_class, ${at("f.r")}
    FROM (${recipeFacts}) f
    JOIN (SELECT p.style_code, p.id AS product_id, v.id AS version_id, v.code AS version_code
      FROM products p JOIN product_versions v ON v.product_id = p.id AND v.active
      WHERE p.company_id = ${company}) p ON p.style_code = f.style_code`);
  await tx.execute(sql`
    INSERT INTO analytics_recipe_daily AS d (company_id, day, site_code, style_code, device_class, count)
    SELECT ${company}, day, site_code, style_code, device_class, count(*)
    FROM (${recipeFacts}) f GROUP BY 2, 3, 4, 5
    ON CONFLICT ON CONSTRAINT analytics_recipe_daily_pk DO UPDATE SET count = d.count + excluded.count`);
  await tx.execute(sql`
    INSERT INTO analytics_browser_daily AS d (company_id, day, site_code, browser_family, browser_version,
      device_class, count)
    SELECT ${company}, day, site_code, browser_family, browser_version, device_class, count(*)
    FROM (${recipeFacts}) f GROUP BY 2, 3, 4, 5, 6
    ON CONFLICT ON CONSTRAINT analytics_browser_daily_pk DO UPDATE SET count = d.count + excluded.count`);
  await tx.execute(sql`
    INSERT INTO analytics_personalization_daily AS d (company_id, day, site_code, style_code, name, value, count)
    SELECT ${company}, day, site_code, style_code, 'MONOGRAM', monogram, count(*)
    FROM (${recipeFacts}) f GROUP BY 2, 3, 4, 6
    ON CONFLICT ON CONSTRAINT analytics_personalization_daily_pk DO UPDATE SET count = d.count + excluded.count`);

  await tx.execute(sql`
    INSERT INTO action_events (company_id, session_id, type, received_at, occurred_at, day, site_code, locale,
      style_code, placement_code, component_code, value, browser_family, browser_version, device_class)
    SELECT ${company}, f.session_id, f.type, ${at("(f.s * 10 + f.k)")}, ${at("(f.s * 10 + f.k)")}, f.day, f.site_code,
      'en-US', f.style_code,
      CASE WHEN f.type = 'option_chosen' THEN f.placement_code ELSE '' END,
      CASE WHEN f.type = 'option_chosen' THEN f.component_code ELSE '' END,
      f.value, f.browser_family, f.browser_version || '.0.1', f.device_class
    FROM (${eventFacts}) f`);
  await tx.execute(sql`
    INSERT INTO action_sessions (company_id, session_id, started_on, site_code, style_code, device_class,
      browser_family, saved_recipe, added_to_cart)
    SELECT ${company}, session_id, day, site_code, style_code, device_class, browser_family, s % 3 = 0, s % 5 = 0
    FROM (${eventFacts}) f WHERE k = 0`);
  await tx.execute(sql`
    INSERT INTO analytics_action_daily AS d (company_id, day, site_code, style_code, device_class, browser_family,
      type, name, count)
    SELECT ${company}, day, site_code, style_code, device_class, browser_family, type, '', count(*)
    FROM (${eventFacts}) f GROUP BY 2, 3, 4, 5, 6, 7
    ON CONFLICT ON CONSTRAINT analytics_action_daily_pk DO UPDATE SET count = d.count + excluded.count`);
  await tx.execute(sql`
    INSERT INTO analytics_funnel_daily AS d (company_id, day, site_code, style_code, device_class, sessions,
      saved_recipe, added_to_cart)
    SELECT ${company}, day, site_code, style_code, device_class, count(*),
      count(*) FILTER (WHERE s % 3 = 0), count(*) FILTER (WHERE s % 5 = 0)
    FROM (${eventFacts}) f WHERE k = 0 GROUP BY 2, 3, 4, 5
    ON CONFLICT ON CONSTRAINT analytics_funnel_daily_pk DO UPDATE SET sessions = d.sessions + excluded.sessions,
      saved_recipe = d.saved_recipe + excluded.saved_recipe, added_to_cart = d.added_to_cart + excluded.added_to_cart`);
  await tx.execute(sql`
    INSERT INTO analytics_option_daily AS d (company_id, day, site_code, style_code, placement_code, component_code,
      count)
    SELECT ${company}, day, site_code, style_code, placement_code, component_code, count(*)
    FROM (${eventFacts}) f WHERE type = 'option_chosen' GROUP BY 2, 3, 4, 5, 6
    ON CONFLICT ON CONSTRAINT analytics_option_daily_pk DO UPDATE SET count = d.count + excluded.count`);
});

console.log(JSON.stringify(styleCodes));
