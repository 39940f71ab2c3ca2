// The asset library bench (issue 17): 10,000 assets in the demo company (BENCH_ASSET_COUNT=500 for a quick run);
// the list's page latency (p50/p99 of every page by its token), the requests per second of its first page and of a
// deep page (by token) beside a bare route answering the same bytes, and Download all's zip throughput (MB/s)
// beside reading the same objects bare from the blob folder into a stream that only counts them.
// `npm run bench` runs it among the others; `node scripts/bench/assets.mjs [--source]` runs it alone.
//
// Seeding: through the API as users upload, but fast: ASSET_BENCH.perUpload files a multipart request (the
// server's ASSET_UPLOAD_MAX_FILES) and ASSET_BENCH.inFlight requests at a time. No bench-only path into the
// server: the rows, objects and audit entries are the ones a real upload writes.
import { spawn } from "node:child_process";
import { createReadStream } from "node:fs";
import { readdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import sharp from "sharp";
import { freshDataDir, ROOT, startServer, stopAll, waitUntilUp } from "./processes.mjs";
import { ascending, median, percentile } from "./stats.mjs";
import { loadInTurns, signIn } from "./throughput.mjs";

const DEMO = { email: "admin@demo.atelier.test", password: "demo-password" };

function assetCount() {
  const raw = process.env.BENCH_ASSET_COUNT;
  const count = raw === undefined || raw === "" ? 10_000 : Number(raw);
  if (!Number.isInteger(count) || count < 1)
    throw new Error(`BENCH_ASSET_COUNT must be a positive whole number: ${raw}`);
  return count;
}

/** perUpload is the server's ASSET_UPLOAD_MAX_FILES (packages/domain/src/asset/asset.schema.ts). */
export const ASSET_BENCH = {
  count: assetCount(),
  perUpload: 20,
  inFlight: 4,
  distinct: 50,
  side: 64,
  folder: "bench/",
  perFolder: 1000,
};
const PAGE_ROUNDS = 3;

/** Distinct noise PNGs (incompressible, as photos are): a few shared by the 10,000 names. */
async function noiseImages() {
  const { distinct, side } = ASSET_BENCH;
  return Promise.all(
    Array.from({ length: distinct }, (_, index) => {
      const pixels = Buffer.alloc(side * side * 3);
      let seed = index + 1;
      for (let i = 0; i < pixels.length; i++) {
        seed = (seed * 1103515245 + 12345) & 0x7fffffff;
        pixels[i] = seed >> 16;
      }
      return sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
        .png()
        .toBuffer();
    }),
  );
}

/** One multipart upload of the assets start..end (one folder of ASSET_BENCH.perFolder names each). */
async function uploadBatch(baseUrl, cookie, images, start, end) {
  const form = new FormData();
  const folder = String(Math.floor(start / ASSET_BENCH.perFolder)).padStart(2, "0");
  form.append("folder", `${ASSET_BENCH.folder}${folder}`);
  let bytes = 0;
  for (let i = start; i < end; i++) {
    const image = images[i % images.length];
    bytes += image.length;
    form.append("files", new Blob([image], { type: "image/png" }), `asset-${String(i).padStart(5, "0")}.png`);
  }
  const response = await fetch(`${baseUrl}/api/v1/asset`, {
    method: "POST",
    headers: { cookie, origin: baseUrl },
    body: form,
  });
  if (!response.ok) throw new Error(`the bench upload answered ${response.status}: ${await response.text()}`);
  const { assets } = await response.json();
  if (assets.length !== end - start) throw new Error(`the bench upload stored ${assets.length}, not ${end - start}`);
  return bytes;
}

/** Uploads the bench assets: ASSET_BENCH.inFlight workers, each taking the next batch until none is left. */
async function seedAssets(baseUrl, cookie) {
  const { count, perUpload, perFolder, inFlight } = ASSET_BENCH;
  const images = await noiseImages();
  const batches = [];
  for (let start = 0; start < count; start += perUpload) {
    // A batch never straddles two folders.
    batches.push([start, Math.min(start + perUpload, count, (Math.floor(start / perFolder) + 1) * perFolder)]);
  }
  let next = 0;
  let bytes = 0;
  const worker = async () => {
    while (next < batches.length) {
      const [start, end] = batches[next++];
      const sent = await uploadBatch(baseUrl, cookie, images, start, end);
      bytes += sent;
    }
  };
  await Promise.all(Array.from({ length: inFlight }, worker));
  return bytes;
}

/** Walks every page of the bench folder by its token, PAGE_ROUNDS times: ms per page, and the deepest token. */
async function walkPages(baseUrl, cookie) {
  const times = [];
  let pages = 0;
  let deepToken = null;
  for (let round = 0; round < PAGE_ROUNDS; round++) {
    let token = null;
    let seen = 0;
    do {
      const query = `prefix=${encodeURIComponent(ASSET_BENCH.folder)}${token ? `&nextPage=${token}` : ""}`;
      const started = performance.now();
      const response = await fetch(`${baseUrl}/api/v1/asset?${query}`, { headers: { cookie } });
      const body = await response.json();
      times.push(performance.now() - started);
      if (!response.ok) throw new Error(`GET /api/v1/asset answered ${response.status}`);
      seen += body.assets.length;
      if (round === 0) pages += 1;
      if (token !== null) deepToken = token;
      token = body.nextPage;
    } while (token);
    if (seen !== ASSET_BENCH.count) throw new Error(`the list walked ${seen} assets, not ${ASSET_BENCH.count}`);
  }
  const sorted = ascending(times);
  return { pages, p50Ms: median(sorted), p99Ms: percentile(sorted, 0.99), deepToken };
}

/**
 * The list pages under load beside a bare Fastify route answering the same bytes, loaded in turns as
 * throughput.mjs's measureBesideBare does, with shorter rounds (its 36 s a page would take the bench past 3 minutes): one bare
 * process answers the first page's bytes, or the deep page's when a page token is asked for.
 */
const PAGE_LOADS = { load: { connections: 10, duration: 3 }, warmUp: { connections: 10, duration: 2 }, rounds: 3 };

const BARE_PAGES = `
import { readFileSync } from "node:fs";
import Fastify from "fastify";
const first = readFileSync(process.env.BARE_FIRST);
const deep = process.env.BARE_DEEP ? readFileSync(process.env.BARE_DEEP) : first;
const app = Fastify({ logger: false });
app.get("/api/v1/asset", (request, reply) =>
  reply.type(process.env.BARE_TYPE).send(request.query.nextPage ? deep : first));
await app.listen({ port: Number(process.env.BARE_PORT), host: "localhost" });
`;

/** One sample answer of a list page, written to the data folder for the bare route. */
async function samplePage(baseUrl, cookie, dataDir, query, label) {
  const response = await fetch(`${baseUrl}/api/v1/asset?${query}`, { headers: { cookie } });
  if (!response.ok) throw new Error(`GET /api/v1/asset?${query} answered ${response.status}`);
  const body = Buffer.from(await response.arrayBuffer());
  if (JSON.parse(body.toString("utf8")).assets.length === 0) throw new Error(`the list page ${query} lists nothing`);
  const file = join(dataDir, `bare-assets-${label}.json`);
  await writeFile(file, body);
  return { file, contentType: response.headers.get("content-type") ?? "application/json; charset=utf-8" };
}

/** The first page of the bench folder and its deepest page (by token) beside the bare route. */
async function measurePagesUnderLoad({ baseUrl, cookie, barePort, dataDir }, deepToken) {
  const prefix = `prefix=${encodeURIComponent(ASSET_BENCH.folder)}`;
  const queries = deepToken === null ? [prefix] : [prefix, `${prefix}&nextPage=${deepToken}`];
  const first = await samplePage(baseUrl, cookie, dataDir, queries[0], "first");
  const deep = deepToken === null ? null : await samplePage(baseUrl, cookie, dataDir, queries[1], "deep");
  const bare = spawn(process.execPath, ["--input-type=module", "-e", BARE_PAGES], {
    cwd: ROOT,
    stdio: "ignore",
    env: {
      ...process.env,
      BARE_FIRST: first.file,
      BARE_DEEP: deep?.file ?? "",
      BARE_TYPE: first.contentType,
      BARE_PORT: String(barePort),
    },
  });
  try {
    await waitUntilUp(`http://localhost:${barePort}/api/v1/asset`, { child: bare, timeoutMs: 30_000 });
    const sides = queries.flatMap((query) => [
      { url: `http://localhost:${barePort}/api/v1/asset?${query}`, headers: {} },
      { url: `${baseUrl}/api/v1/asset?${query}`, headers: { cookie } },
    ]);
    const [bareFirst, routeFirst, bareDeep, routeDeep] = await loadInTurns(sides, PAGE_LOADS);
    const beside = (route, bareSide) => ({ route, bare: bareSide, ratio: route.rps / bareSide.rps });
    return {
      firstPage: beside(routeFirst, bareFirst),
      deepPage: routeDeep && bareDeep ? beside(routeDeep, bareDeep) : null,
    };
  } finally {
    bare.kill("SIGKILL");
  }
}

/** The zip's end of central directory record (the last 22 bytes, no comment): its count of entries. */
function zipEntryCount(tail) {
  const record = tail.subarray(tail.length - 22);
  if (record.length !== 22 || record.readUInt32LE(0) !== 0x06054b50) throw new Error("the zip is cut short");
  const count = record.readUInt16LE(10);
  // ZIP64 (more than 65,535 entries) would say 0xffff here; the bench stays below.
  return count;
}

/** Downloads the bench folder as one zip: its bytes and MB/s, once its entry count is the bench's. */
async function downloadZip(baseUrl, cookie) {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/v1/asset/zip?prefix=${encodeURIComponent(ASSET_BENCH.folder)}`, {
    headers: { cookie },
  });
  if (!response.ok) throw new Error(`GET /api/v1/asset/zip answered ${response.status}`);
  let bytes = 0;
  let tail = Buffer.alloc(0);
  for await (const chunk of response.body) {
    bytes += chunk.length;
    tail = Buffer.concat([tail, chunk]).subarray(-64);
  }
  const seconds = (performance.now() - started) / 1000;
  const entries = zipEntryCount(tail);
  if (entries !== ASSET_BENCH.count) throw new Error(`the zip holds ${entries} entries, not ${ASSET_BENCH.count}`);
  return { bytes, entries, seconds, mbPerSecond: bytes / 1024 / 1024 / seconds };
}

/** Every asset object file in the data folder's blob storage (all companies). */
async function assetObjectFiles(dataDir) {
  const objects = join(dataDir, "blobs", "objects");
  const files = [];
  for (const company of await readdir(objects).catch(() => [])) {
    const folder = join(objects, company, "assets");
    const names = await readdir(folder).catch(() => []);
    for (const name of names) files.push(join(folder, name));
  }
  return files;
}

/** The bytes before an object's content in the filesystem driver (apps/server/src/storage/fs-blob-storage.ts). */
const FS_HEADER_BYTES = 1024;

/**
 * Streams the content of each of `files` (past the driver's header) into a sink that only counts bytes, one
 * after the other, as the zip reads its entries: MB/s of the bare reads the zip cannot beat.
 */
async function readBlobsBare(files) {
  const started = performance.now();
  let bytes = 0;
  const counting = () =>
    new Writable({
      write(chunk, _encoding, done) {
        bytes += chunk.length;
        done();
      },
    });
  for (const file of files) await pipeline(createReadStream(file, { start: FS_HEADER_BYTES }), counting());
  const seconds = (performance.now() - started) / 1000;
  return { bytes, files: files.length, seconds, mbPerSecond: bytes / 1024 / 1024 / seconds };
}

/** The whole asset bench against a running server whose data folder is `dataDir`. */
export async function measureAssets({ baseUrl, dataDir, barePort }) {
  const cookie = await signIn(baseUrl, DEMO);
  const before = new Set(await assetObjectFiles(dataDir));
  const seedStarted = performance.now();
  const uploadedBytes = await seedAssets(baseUrl, cookie);
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  const benchObjects = (await assetObjectFiles(dataDir)).filter((file) => !before.has(file));
  if (benchObjects.length !== ASSET_BENCH.count) {
    throw new Error(`the seed stored ${benchObjects.length} objects, not ${ASSET_BENCH.count}`);
  }
  const pages = await walkPages(baseUrl, cookie);
  const { firstPage, deepPage } = await measurePagesUnderLoad({ baseUrl, cookie, barePort, dataDir }, pages.deepToken);
  const zip = await downloadZip(baseUrl, cookie);
  const bare = await readBlobsBare(benchObjects);
  if (bare.bytes !== uploadedBytes) throw new Error(`the bare read found ${bare.bytes} bytes, not ${uploadedBytes}`);
  return { uploadedBytes, seedSeconds, pages, firstPage, deepPage, zip, bare };
}

/** The figures as results.add takes them. */
export function assetFigures(measured) {
  const { pages, firstPage, deepPage, zip, bare } = measured;
  const figures = [
    { name: "assets.seed.perSecond", value: ASSET_BENCH.count / measured.seedSeconds, unit: "assets/s" },
    { name: "assets.list.page.p50", value: pages.p50Ms, unit: "ms" },
    { name: "assets.list.page.p99", value: pages.p99Ms, unit: "ms" },
    { name: "assets.list.firstPage.rps", value: firstPage.route.rps, unit: "req/s" },
    { name: "assets.list.firstPage.p99", value: firstPage.route.p99, unit: "ms" },
    { name: "assets.list.firstPage.bareRps", value: firstPage.bare.rps, unit: "req/s" },
  ];
  if (deepPage) {
    figures.push(
      { name: "assets.list.deepPage.rps", value: deepPage.route.rps, unit: "req/s" },
      { name: "assets.list.deepPage.p99", value: deepPage.route.p99, unit: "ms" },
      { name: "assets.list.deepPage.bareRps", value: deepPage.bare.rps, unit: "req/s" },
    );
  }
  figures.push(
    { name: "assets.zip.throughput", value: zip.mbPerSecond, unit: "MB/s" },
    { name: "assets.zip.bareRead", value: bare.mbPerSecond, unit: "MB/s" },
  );
  return figures;
}

export function printAssets(measured) {
  const { pages, firstPage, deepPage, zip, bare } = measured;
  const mb = (bytes) => (bytes / 1024 / 1024).toFixed(1);
  const beside = (label, page) =>
    console.log(
      `  ${label}: ${page.route.rps.toFixed(0)} req/s (p99 ${page.route.p99} ms) beside bare ${page.bare.rps.toFixed(0)} req/s (${(page.ratio * 100).toFixed(0)}%)`,
    );
  console.log(
    `  seed: ${ASSET_BENCH.count} assets (${mb(measured.uploadedBytes)} MB) in ${measured.seedSeconds.toFixed(1)} s, ${ASSET_BENCH.perUpload} a request, ${ASSET_BENCH.inFlight} in flight`,
  );
  console.log(
    `  list: ${pages.pages} pages, p50 ${pages.p50Ms.toFixed(1)} ms, p99 ${pages.p99Ms.toFixed(1)} ms a page`,
  );
  beside("first page", firstPage);
  if (deepPage) beside("last page by token", deepPage);
  console.log(
    `  Download all: ${zip.entries} entries, ${mb(zip.bytes)} MB in ${zip.seconds.toFixed(2)} s = ${zip.mbPerSecond.toFixed(1)} MB/s`,
  );
  console.log(`  bare read of ${bare.files} objects: ${mb(bare.bytes)} MB = ${bare.mbPerSecond.toFixed(1)} MB/s`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = 3330;
  const baseUrl = `http://localhost:${port}`;
  const dataDir = freshDataDir("assets");
  const fromSource = process.argv.includes("--source");
  const server = startServer({ port, dataDir, fromSource });
  const started = performance.now();
  try {
    await waitUntilUp(`${baseUrl}/api/health`, { child: server.child, timeoutMs: 120_000 }).catch((error) => {
      console.error(server.log.join(""));
      throw error;
    });
    const measured = await measureAssets({ baseUrl, dataDir, barePort: 3331 });
    printAssets(measured);
    console.log(`  (the asset bench took ${((performance.now() - started) / 1000).toFixed(0)} s in all)`);
  } finally {
    stopAll();
  }
}
