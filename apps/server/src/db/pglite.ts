import { PGlite, type PGliteOptions, type QueryOptions, types } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { PreparedPglite } from "../paths";
import { preparedDataFor } from "./prepared-pglite";

/**
 * Types Drizzle reads as raw text and converts itself (dates, times, intervals, numeric arrays). Drizzle
 * passes identity parsers for them with every query; PGlite then copies its whole parser table per
 * query, which costs a tenth of a simple lookup's time. Setting them once on the client is the same.
 */
const RAW_TYPES: readonly number[] = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];
const RAW = new Set(RAW_TYPES);
const asText = (value: string) => value;

function withoutRawParsers(options: QueryOptions): QueryOptions {
  const parsers = options.parsers;
  if (!parsers || !Object.keys(parsers).every((key) => RAW.has(Number(key)))) return options;
  const { parsers: _dropped, ...rest } = options;
  return rest;
}

/** The extensions the migrations create: pg_trgm for the order list's filter index. */
export const PGLITE_EXTENSIONS: PGliteOptions["extensions"] = { pg_trgm };

/**
 * Opens PGlite in `dir` (or in memory) with Drizzle's raw-text types set once, not on every query. A `dir`
 * without a database yet starts from the build's `prepared` data folder when there is one.
 */
export async function openPglite(dir: string | undefined, prepared?: PreparedPglite): Promise<PGlite> {
  const loadDataDir = dir && prepared ? preparedDataFor(dir, prepared) : undefined;
  const extensions = PGLITE_EXTENSIONS;
  const client = dir
    ? await PGlite.create(dir, loadDataDir ? { loadDataDir, extensions } : { extensions })
    : await PGlite.create({ extensions });
  // After create: PGlite installs array parsers while it starts, which would replace these.
  for (const oid of RAW_TYPES) client.parsers[oid] = asText;
  const query = client.query.bind(client);
  client.query = <T>(text: string, params?: unknown[], options?: QueryOptions) =>
    query<T>(text, params, options && withoutRawParsers(options));
  return client;
}
