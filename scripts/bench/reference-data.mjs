// Parsing a mapping file of 100,000 rows (csv and xlsx) as an upload does (readReferenceFile: type by the
// bytes, the sheet or CSV read, the header rule): time (median of the runs after a warm-up) and the peak
// resident memory of a process that does only that, beside the same process before parsing.
import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { tsImport } from "tsx/esm/api";
import { ROOT } from "./processes.mjs";
import { ascending, median } from "./stats.mjs";

const ROWS = 100_000;
const RUNS = 3;
const HERE = fileURLToPath(import.meta.url);

/** A translation mapping: a header and ROWS rows of four text cells. */
function mappingRows() {
  const rows = [["Source", "French", "German", "Notes"]];
  for (let n = 1; n <= ROWS; n += 1)
    rows.push([`COLOUR-${n}`, `Couleur ${n}`, `Farbe ${n}`, `Shade ${n % 97} of range ${n % 13}`]);
  return rows;
}

async function fileOf(format) {
  const rows = mappingRows();
  if (format === "csv") return Buffer.from(rows.map((row) => row.join(",")).join("\n"));
  const XLSX = await import("@e965/xlsx");
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), "Mapping");
  return XLSX.write(book, { type: "buffer", bookType: "xlsx", compression: true });
}

/** In the child: builds the file, parses it RUNS + 1 times, prints its figures as JSON. */
async function child(format) {
  const { readReferenceFile } = await tsImport(
    "../../apps/server/src/modules/data/reference-data/reference-file-read.ts",
    import.meta.url,
  );
  const bytes = await fileOf(format);
  globalThis.gc?.();
  const before = process.memoryUsage().rss;
  const times = [];
  for (let run = 0; run <= RUNS; run += 1) {
    const since = performance.now();
    const read = readReferenceFile(bytes);
    const elapsed = performance.now() - since;
    if (!read.ok || read.rows.length !== ROWS + 1) throw new Error(`the bench file was refused: ${read.message}`);
    if (run > 0) times.push(elapsed);
  }
  const peak = process.resourceUsage().maxRSS * 1024;
  console.log(
    JSON.stringify({ bytes: bytes.length, medianMs: median(ascending(times)), beforeRss: before, peakRss: peak }),
  );
}

/** Runs the child for each format; answers `{ format, bytes, medianMs, beforeRss, peakRss }` per format. */
export async function measureReferenceFileParse() {
  const results = [];
  for (const format of ["csv", "xlsx"]) {
    const { stdout } = await promisify(execFile)("npx", ["tsx", HERE, format], { cwd: ROOT, maxBuffer: 1024 * 1024 });
    const lines = stdout.trim().split("\n");
    results.push({ format, ...JSON.parse(lines[lines.length - 1]) });
  }
  return { rows: ROWS, results };
}

if (process.argv[1] === HERE && process.argv[2]) await child(process.argv[2]);
