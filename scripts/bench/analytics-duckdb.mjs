// The analytics bench's reference: DuckDB (an in-process column store) answering each dashboard tile straight from
// the same raw rows (analytics-rows.mjs) the server's database holds, where the server reads its daily rollups.
import { DuckDBInstance } from "@duckdb/node-api";
import { eventFactsSql, MOBILE_DEVICES, recipeFactsSql } from "./analytics-rows.mjs";

const mobileList = MOBILE_DEVICES.map((device) => `'${device}'`).join(", ");

/** Each tile's query over the raw rows between two days (both included), as the tile's call answers it. */
const TILE_QUERIES = {
  topproducts: (range) => `SELECT style_code, site_code, count(*) FROM recipes WHERE ${range}
    GROUP BY ALL ORDER BY 3 DESC`,
  topbrowsers: (range) => `SELECT browser_family, browser_version, device_class IN (${mobileList}) AS mobile, count(*)
    FROM recipes WHERE ${range} GROUP BY ALL ORDER BY 4 DESC`,
  toppersonalizations: (range) => `SELECT 'MONOGRAM', monogram, count(*) FROM recipes WHERE ${range}
    GROUP BY ALL ORDER BY 3 DESC LIMIT 100`,
  savedrecipes: (range) => `SELECT day, count(*) FROM recipes WHERE ${range} GROUP BY ALL ORDER BY 1`,
  savedrecipesbyprimarysite: (range) => `SELECT day, site_code, count(*) FROM recipes WHERE ${range}
    GROUP BY ALL ORDER BY 1`,
  actionsessions: (range) => `SELECT day, count(*) FROM events WHERE ${range} AND type = 'session_start'
    GROUP BY ALL ORDER BY 1`,
  actionfunnel: (range) => `SELECT count(DISTINCT session_id) FILTER (WHERE type = 'session_start'),
    count(DISTINCT session_id) FILTER (WHERE type = 'recipe_saved'),
    count(DISTINCT session_id) FILTER (WHERE type = 'added_to_cart') FROM events WHERE ${range}`,
  actiontopoptions: (range) => `SELECT placement_code, component_code, count(*) FROM events
    WHERE ${range} AND type = 'option_chosen' GROUP BY ALL ORDER BY 3 DESC LIMIT 10`,
  actionevents: (
    range,
  ) => `SELECT type, count(*), count(*) FILTER (WHERE type = 'session_start' AND device_class = 'mobile')
    FROM events WHERE ${range} GROUP BY ALL`,
};
export const TILES = Object.keys(TILE_QUERIES);

/**
 * Loads the rows into an in-memory DuckDB, then times each tile `runs` times (after one warm-up) for each range of
 * days. Answers `{ [tile]: { [days]: milliseconds[] } }`.
 */
export async function timeTilesInDuckDb({ recipes, sessions, styleCodes, rangesInDays, runs }) {
  const instance = await DuckDBInstance.create(":memory:");
  const connection = await instance.connect();
  try {
    await connection.run(`CREATE TABLE recipes AS ${recipeFactsSql(recipes, styleCodes)}`);
    await connection.run(`CREATE TABLE events AS ${eventFactsSql(sessions, styleCodes)}`);
    const times = {};
    for (const [tile, query] of Object.entries(TILE_QUERIES)) {
      times[tile] = {};
      for (const days of rangesInDays) {
        const sql = query(`day BETWEEN current_date - ${days - 1} AND current_date`);
        await connection.runAndReadAll(sql);
        const runTimes = [];
        for (let run = 0; run < runs; run++) {
          const started = performance.now();
          await connection.runAndReadAll(sql);
          runTimes.push(performance.now() - started);
        }
        times[tile][days] = runTimes;
      }
    }
    return times;
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
}
