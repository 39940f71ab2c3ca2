// Batch import of 100,000 component options and 10,000 products (Atelier export documents) through the API:
// the dry run and the apply, on PGlite and on PostgreSQL, with the server's peak memory (RSS) while it imports;
// beside `psql \copy` of the same rows into the same tables (PostgreSQL, the limit) and a plain multi-row
// INSERT on PGlite. Run alone with `node scripts/bench/data-import.mjs` (after a server build).
import { randomBytes, randomUUID } from "node:crypto";
import { openAsBlob, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { freshDataDir, run, startServer, stop, waitUntilUp } from "./processes.mjs";

export const IMPORT_BENCH = { options: 100_000, products: 10_000 };
const DEMO = { username: "admin@demo.atelier.test", password: "demo-password" };
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
/** Run alone, the server may run from its TypeScript (BENCH_FROM_SOURCE=1), so no build is needed. */
const FROM_SOURCE = process.env.BENCH_FROM_SOURCE === "1";
const POLL_MS = 200;

const option = (prefix, index) => ({
  code: `${prefix}-OPT-${String(index).padStart(6, "0")}`,
  name: `Bench option ${index}`,
  description: "Generated for the import bench",
  tags: ["bench", `group-${index % 100}`],
  sku: `SKU-${index}`,
  customAttributesJson: [{ id: `attr-${index}`, name: "shade", value: index % 17 }],
});
const product = (prefix, index) => ({
  name: `Bench product ${index}`,
  styleCode: `${prefix}-PRD-${String(index).padStart(5, "0")}`,
  description: "Generated for the import bench",
  tags: ["bench"],
});

/** The two export documents, written to files (the upload streams them from disk). */
function writeDocuments(folder, prefix) {
  const exportedAt = new Date().toISOString();
  const options = Array.from({ length: IMPORT_BENCH.options }, (_, index) => option(prefix, index));
  const products = Array.from({ length: IMPORT_BENCH.products }, (_, index) => ({
    product: { productId: `bench-${index}`, ...product(prefix, index) },
    versions: [],
  }));
  const files = {
    options: join(folder, "options.json"),
    products: join(folder, "products.json"),
  };
  writeFileSync(
    files.options,
    JSON.stringify(
      { format: "atelier.componentoption", formatVersion: 1, exportedAt, componentOptions: options },
      null,
      4,
    ),
  );
  writeFileSync(
    files.products,
    JSON.stringify({ format: "atelier.products", formatVersion: 1, exportedAt, kind: "Products", products }, null, 4),
  );
  return files;
}

/** The resident memory of the largest process of a process group (the server, however it was started). */
function groupRss(group) {
  let largest = 0;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (Number(fields[2]) !== group) continue;
      const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${entry}/status`, "utf8"))?.[1] ?? 0);
      largest = Math.max(largest, kb * 1024);
    } catch {
      // Gone meanwhile.
    }
  }
  return largest;
}

/** The peak resident memory of the server (its process group) while `work` runs, sampled from /proc. */
async function peakRss(group, work) {
  let peak = 0;
  const sample = () => {
    peak = Math.max(peak, groupRss(group));
  };
  sample();
  const timer = setInterval(sample, 50);
  try {
    return { result: await work(), peak };
  } finally {
    clearInterval(timer);
    sample();
  }
}

async function signIn(baseUrl) {
  const response = await fetch(`${baseUrl}/api/v1/account/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(DEMO),
  });
  if (!response.ok) throw new Error(`sign-in answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/** Polls the feed until `done(feed)`; answers the feed. A new connection each time (no stale keep-alive). */
async function waitFor(baseUrl, cookie, id, done) {
  for (;;) {
    const response = await fetch(`${baseUrl}/api/v1/dataimport/${id}`, { headers: { cookie, connection: "close" } });
    const feed = await response.json();
    if (feed.status === "Exception") throw new Error(`import ${id} failed: ${JSON.stringify(feed.log.slice(-2))}`);
    if (done(feed)) return feed;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** Uploads a file as a dry run, waits for it, applies it and waits: the times of both, in ms. */
async function importFile(baseUrl, cookie, file) {
  const form = new FormData();
  form.append("file", await openAsBlob(file, { type: "application/json" }), "bench.json");
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/v1/dataimport?dryRun=true`, {
    method: "POST",
    headers: { cookie },
    body: form,
  });
  if (response.status !== 201) throw new Error(`upload answered ${response.status}: ${await response.text()}`);
  const { dataImportId } = await response.json();
  const planned = await waitFor(baseUrl, cookie, dataImportId, (feed) => feed.status === "Success");
  const dryRunMs = performance.now() - started;
  const applyStarted = performance.now();
  const asked = await fetch(`${baseUrl}/api/v1/dataimport/${dataImportId}/apply`, {
    method: "POST",
    headers: { cookie, "content-type": "application/json" },
    body: JSON.stringify({ etag: planned.etag }),
  });
  if (asked.status !== 202) throw new Error(`apply answered ${asked.status}: ${await asked.text()}`);
  await waitFor(baseUrl, cookie, dataImportId, (feed) => feed.stage === "Applied");
  return { dryRunMs, applyMs: performance.now() - applyStarted, summary: planned.summary };
}

/** Imports both files through a server on `port` (PGlite, or PostgreSQL at `databaseUrl`). */
async function throughApi({ port, databaseUrl, files }) {
  const dataDir = freshDataDir(`import-${databaseUrl ? "pg" : "pglite"}`);
  const env = { LOG_LEVEL: "warn", ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
  const server = startServer({ port, dataDir, env, fromSource: FROM_SOURCE });
  const baseUrl = `http://localhost:${port}`;
  try {
    await waitUntilUp(`${baseUrl}/api/health`, { child: server.child });
    const cookie = await signIn(baseUrl);
    const idle = await peakRss(server.child.pid, async () => undefined);
    const { result, peak } = await peakRss(server.child.pid, async () => ({
      options: await importFile(baseUrl, cookie, files.options),
      products: await importFile(baseUrl, cookie, files.products),
    }));
    return { ...result, idleRss: idle.peak, peakRss: peak, dataDir };
  } catch (error) {
    const ended = `exit code ${server.child.exitCode}, signal ${server.child.signalCode}`;
    throw new Error(`${error.message} (server: ${ended}); its last words: ${server.log.join("").slice(-2000)}`, {
      cause: error,
    });
  } finally {
    stop(server.child);
  }
}

/** Rows of the same shape as the import writes, as CSV lines for `\copy` (codes of their own). */
function optionCsv(companyId) {
  const lines = [];
  for (let index = 0; index < IMPORT_BENCH.options; index++) {
    const { code, name, description, tags, ...settings } = option("COPY", index);
    const json = JSON.stringify(settings).replaceAll('"', '""');
    lines.push(
      `${randomUUID()},${companyId},${code},${code},${name},${description},"{${tags.join(",")}}","${json}",${randomUUID()}`,
    );
  }
  return lines.join("\n");
}
const OPTION_COLUMNS = "id, company_id, code, code_sort_key, name, description, tags, settings, etag";

/** `psql \copy` of 100,000 option rows and 10,000 product rows into the same tables. */
async function copyOnPostgres(databaseUrl, folder) {
  const pg = (await import("pg")).default;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query("select id from companies order by created_at limit 1");
  await client.end();
  const companyId = rows[0].id;
  const options = join(folder, "options.csv");
  writeFileSync(options, optionCsv(companyId));
  const products = join(folder, "products.csv");
  writeFileSync(
    products,
    Array.from({ length: IMPORT_BENCH.products }, (_, index) => {
      const { name, styleCode, description } = product("COPY", index);
      return `${randomUUID()},${companyId},${name},${styleCode},${description},"{bench}",${randomUUID()}`;
    }).join("\n"),
  );
  const started = performance.now();
  await run("psql", [databaseUrl, "-q", "-c", `\\copy component_options (${OPTION_COLUMNS}) from '${options}' csv`]);
  await run("psql", [
    databaseUrl,
    "-q",
    "-c",
    `\\copy products (id, company_id, name, style_code, description, tags, etag) from '${products}' csv`,
  ]);
  return performance.now() - started;
}

/** A plain multi-row INSERT (1,000 rows a statement, one transaction) of the same rows into PGlite. */
async function insertOnPglite(dataDir) {
  const { PGlite } = await import("@electric-sql/pglite");
  const db = new PGlite(join(dataDir, "pglite"));
  try {
    const { rows } = await db.query("select id from companies order by created_at limit 1");
    const companyId = rows[0].id;
    const started = performance.now();
    await db.transaction(async (tx) => {
      for (let start = 0; start < IMPORT_BENCH.options; start += 1000) {
        const values = [];
        const params = [];
        for (let index = start; index < Math.min(start + 1000, IMPORT_BENCH.options); index++) {
          const { code, name, description, tags, ...settings } = option("INSERT", index);
          const at = params.length;
          values.push(
            `($${at + 1}, $${at + 2}, $${at + 3}, $${at + 3}, $${at + 4}, $${at + 5}, $${at + 6}, $${at + 7}, $${at + 8})`,
          );
          params.push(randomUUID(), companyId, code, name, description, tags, JSON.stringify(settings), randomUUID());
        }
        await tx.query(`insert into component_options (${OPTION_COLUMNS}) values ${values.join(", ")}`, params);
      }
      for (let start = 0; start < IMPORT_BENCH.products; start += 1000) {
        const values = [];
        const params = [];
        for (let index = start; index < Math.min(start + 1000, IMPORT_BENCH.products); index++) {
          const { name, styleCode, description } = product("INSERT", index);
          const at = params.length;
          values.push(`($${at + 1}, $${at + 2}, $${at + 3}, $${at + 4}, $${at + 5}, '{bench}', $${at + 6})`);
          params.push(randomUUID(), companyId, name, styleCode, description, randomUUID());
        }
        await tx.query(
          `insert into products (id, company_id, name, style_code, description, tags, etag) values ${values.join(", ")}`,
          params,
        );
      }
    });
    return performance.now() - started;
  } finally {
    await db.close();
  }
}

/**
 * The import on PGlite (always) and on PostgreSQL (a database of its own on BENCH_POSTGRES_URL, dropped after;
 * skipped with a note when unreachable). Answers `{ pglite, postgres, note }`.
 */
export async function measureDataImport({ ports }) {
  const folder = freshDataDir("import-files");
  const files = writeDocuments(folder, "BENCH");
  const out = { note: "" };
  const pglite = await throughApi({ port: ports.pglite, files });
  out.pglite = { ...pglite, baselineMs: await insertOnPglite(pglite.dataDir) };

  const pg = (await import("pg")).default;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  try {
    await admin.connect();
  } catch (error) {
    out.note = `PostgreSQL skipped: ${POSTGRES_URL} is unreachable (${error.message}).`;
    return out;
  }
  const name = `atelier_bench_import_${randomBytes(4).toString("hex")}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  try {
    const postgres = await throughApi({ port: ports.postgres, databaseUrl: url.toString(), files });
    out.postgres = { ...postgres, baselineMs: await copyOnPostgres(url.toString(), folder) };
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
  return out;
}

const mb = (bytes) => bytes / 1024 / 1024;

/** Prints one database's figures and adds them to the results. */
export function reportDataImport(results, kind, figures) {
  const baseline = kind === "postgres" ? "psql \\copy" : "multi-row INSERT";
  console.log(
    `  ${kind}: options dry run ${Math.round(figures.options.dryRunMs)} ms, apply ${Math.round(figures.options.applyMs)} ms; ` +
      `products dry run ${Math.round(figures.products.dryRunMs)} ms, apply ${Math.round(figures.products.applyMs)} ms; ` +
      `${baseline} of the same rows ${Math.round(figures.baselineMs)} ms; server RSS ${mb(figures.idleRss).toFixed(0)} MB idle, ` +
      `${mb(figures.peakRss).toFixed(0)} MB peak`,
  );
  results.add(`data-import.${kind}.options-dry-run`, figures.options.dryRunMs, "ms");
  results.add(`data-import.${kind}.options-apply`, figures.options.applyMs, "ms");
  results.add(`data-import.${kind}.products-dry-run`, figures.products.dryRunMs, "ms");
  results.add(`data-import.${kind}.products-apply`, figures.products.applyMs, "ms");
  results.add(`data-import.${kind}.baseline`, figures.baselineMs, "ms");
  results.add(`data-import.${kind}.peak-rss`, mb(figures.peakRss), "MB");
}

if (process.argv[1] === import.meta.filename) {
  const figures = await measureDataImport({ ports: { pglite: 3340, postgres: 3341 } });
  const results = { add: () => undefined };
  for (const kind of ["pglite", "postgres"]) if (figures[kind]) reportDataImport(results, kind, figures[kind]);
  if (figures.note) console.log(figures.note);
  process.exit(0);
}
