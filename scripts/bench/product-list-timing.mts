import { sql } from "drizzle-orm";
import { openDatabase } from "../../apps/server/src/db/client.ts";
const database = await openDatabase({ pgliteDir: "/tmp/c-work/seedtest/pglite" });
const db = database.db;
const { rows: [c] } = await db.execute(sql`select id from companies where name = 'Demo Outfitters'`);
const companyId = (c as { id: string }).id;
const { rows: ps } = await db.execute(sql`select id from products where company_id = ${companyId} order by lower(name), style_code limit 10000`);
const ids = ps.map((r) => (r as { id: string }).id);
const arr = `{${ids.join(",")}}`;
async function time(label: string, q: ReturnType<typeof sql>) {
  await db.execute(q);
  const t = performance.now();
  for (let i = 0; i < 3; i++) await db.execute(q);
  console.log(label, ((performance.now() - t) / 3).toFixed(1), "ms");
}
await time("json in sql", sql`
with page as (
  select * from products where company_id = ${companyId} order by lower(name), style_code limit 10000
), rv as (
  select product_id,
    (array_agg(json_build_object('versionId', id, 'code', code, 'name', name, 'active', active) order by code desc))[1] as latest,
    json_agg(json_build_object('versionId', id, 'code', code, 'name', name, 'active', active) order by code) filter (where active) as active
  from product_versions where company_id = ${companyId} and product_id in (select id from page) group by product_id
)
select json_build_object('products', coalesce(json_agg(json_build_object(
  'productId', p.id, 'etag', p.etag, 'name', p.name, 'styleCode', p.style_code, 'description', p.description,
  'mixinOnly', p.mixin_only, 'tags', p.tags, 'productType', p.product_type, 'productStatus', p.product_status,
  'created', to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'lastUpdated', p.updated_at, 'lastUpdatedBy', p.updated_by,
  'recent', json_build_object('latestVersion', rv.latest, 'activeVersions', coalesce(rv.active, '[]'))
) order by lower(p.name), p.style_code), '[]'), 'total', 10000)::text as body from page p left join rv on rv.product_id = p.id`);
await time("agg rows in js", sql`select p.id, p.name, p.style_code, p.description, p.mixin_only, p.tags, p.product_type, p.product_status, p.etag, p.created_at, p.updated_at, p.updated_by from products p where company_id = ${companyId} order by lower(name), style_code limit 10000`);
await database.close();
