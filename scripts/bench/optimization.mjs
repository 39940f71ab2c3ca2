// 3D optimisation (issue 17): for each sample model of apps/server/test/models and the demo's sneaker, the input
// size, then the output size and time of the runner (apps/server/src/modules/asset/gltf/optimization-runner.ts,
// the dataOptimization job's work, each step validated with the Khronos validator) for a few profiles, beside
// gltfpack (the npm build, meshoptimizer's own packer) on the same input. The npm gltfpack cannot encode textures
// (no WebP or BasisU in its node build): it is compared with -cc (meshopt, textures kept), which matches the
// "Meshopt, textures kept" profile, and with -cc -si 0.5 beside "Simplify 50% + meshopt". Times are medians of
// RUNS runs in this process (after one warm-up run that loads the WebAssembly codecs).
// Alone: node scripts/bench/optimization.mjs
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { tsImport } from "tsx/esm/api";
import { ROOT } from "./processes.mjs";
import { ascending, median } from "./stats.mjs";

const RUNS = 3;
const MODELS_DIR = join(ROOT, "apps/server/test/models");
const MODELS = [
  ["lattice-sphere", join(MODELS_DIR, "lattice-sphere.glb")],
  ["crate-stack", join(MODELS_DIR, "crate-stack.glb")],
  ["terrain-tile", join(MODELS_DIR, "terrain-tile.glb")],
  ["sneaker (demo)", join(ROOT, "apps/server/demo-media/models/sneaker.glb")],
];

const save = { id: "save", type: "SaveAs", as: "Glb" };
const clean = [
  { id: "dedup", type: "Deduplicate" },
  { id: "prune", type: "Prune" },
  { id: "weld", type: "Weld" },
];

/** The profiles measured: the demo's web profile and three others. */
function profiles(webSteps) {
  return [
    { key: "web", label: "Web (meshopt + webp)", steps: webSteps },
    {
      key: "draco-webp",
      label: "Draco + webp",
      steps: [
        ...clean,
        { id: "w", type: "TextureWebp", quality: 85 },
        { id: "d", type: "MeshCompression", method: "Draco" },
        save,
      ],
    },
    {
      key: "meshopt",
      label: "Meshopt, textures kept",
      steps: [...clean, { id: "m", type: "MeshCompression", method: "Meshopt" }, save],
    },
    {
      key: "simplify-meshopt",
      label: "Simplify 50% + meshopt",
      steps: [
        ...clean,
        { id: "s", type: "Simplify", ratio: 0.5, error: 0.01 },
        { id: "m", type: "MeshCompression", method: "Meshopt" },
        save,
      ],
    },
  ];
}

const GLTFPACK = [
  { key: "gltfpack-cc", label: "gltfpack -cc", args: ["-cc"] },
  { key: "gltfpack-cc-si", label: "gltfpack -cc -si 0.5", args: ["-cc", "-si", "0.5"] },
];

/** gltfpack's JS API over an in-memory file system: answers the output's bytes. */
async function gltfpack(input, args) {
  const { pack } = await import("gltfpack");
  const files = new Map([["in.glb", input]]);
  await pack(["-i", "in.glb", "-o", "out.glb", ...args], {
    read: (path) => files.get(path.replace(/^.*\//, "")),
    write: (path, data) => files.set(path.replace(/^.*\//, ""), new Uint8Array(data)),
  });
  return files.get("out.glb");
}

async function timed(runs, body) {
  let last;
  await body(); // warm-up
  const times = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    last = await body();
    times.push(performance.now() - start);
  }
  return { ms: median(ascending(times)), last };
}

/**
 * Answers `{ figures, rows, notes }`: per model its input size and, per profile and gltfpack variant, the output
 * size (KB), the time (ms) and the validator's error count of the output.
 */
export async function measureOptimization() {
  const runner = await tsImport("../../apps/server/src/modules/asset/gltf/optimization-runner.ts", import.meta.url);
  const validation = await tsImport("../../apps/server/src/modules/asset/gltf/gltf-validation.ts", import.meta.url);
  const demo = await tsImport("../../apps/server/src/seed/demo-optimization.ts", import.meta.url);
  const measured = profiles(demo.DEMO_PROFILE.steps);
  const figures = [];
  const rows = [];
  const notes = [];
  for (const [model, path] of MODELS) {
    const source = new Uint8Array(readFileSync(path));
    const row = { model, inputKb: source.byteLength / 1024, cells: [] };
    for (const profile of measured) {
      try {
        const { ms, last } = await timed(RUNS, () =>
          runner.runOptimization({ source, fileName: `${model}.glb`, steps: profile.steps }),
        );
        row.cells.push({
          key: profile.key,
          label: profile.label,
          kb: last.after.size / 1024,
          ms,
          errors: last.validator.errors,
        });
      } catch (error) {
        notes.push(`${model} with ${profile.label}: ${error.message}`);
        row.cells.push({ key: profile.key, label: profile.label, kb: Number.NaN, ms: Number.NaN, errors: Number.NaN });
      }
    }
    for (const variant of GLTFPACK) {
      const { ms, last } = await timed(RUNS, () => gltfpack(source, variant.args));
      const report = await validation.validateGlb(last);
      row.cells.push({ key: variant.key, label: variant.label, kb: last.byteLength / 1024, ms, errors: report.errors });
    }
    rows.push(row);
    const slug = model.replace(/ \(demo\)$/, "").replace(/[^a-z0-9]+/g, "-");
    figures.push({ name: `optimization.${slug}.input`, value: row.inputKb, unit: "KB" });
    for (const cell of row.cells) {
      figures.push({ name: `optimization.${slug}.${cell.key}.output`, value: cell.kb, unit: "KB" });
      figures.push({ name: `optimization.${slug}.${cell.key}.time`, value: cell.ms, unit: "ms" });
    }
  }
  return { figures, rows, notes };
}

/** The table: one line per model, each profile's output KB / ms (validator errors shown when there are any). */
export function printOptimizationTable(rows) {
  const labels = rows[0]?.cells.map((cell) => cell.label) ?? [];
  const header = ["model", "input KB", ...labels.map((label) => `${label} (KB / ms)`)];
  const lines = rows.map((row) => [
    row.model,
    row.inputKb.toFixed(1),
    ...row.cells.map(
      (cell) => `${cell.kb.toFixed(1)} / ${Math.round(cell.ms)}${cell.errors > 0 ? ` (${cell.errors} errors)` : ""}`,
    ),
  ]);
  const widths = header.map((_, i) => Math.max(...[header, ...lines].map((line) => String(line[i]).length)));
  for (const line of [header, ...lines])
    console.log(`  ${line.map((cell, i) => String(cell).padEnd(widths[i])).join(" | ")}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { rows, notes, figures } = await measureOptimization();
  printOptimizationTable(rows);
  for (const note of notes) console.log(`  (${note})`);
  console.log(`  ${figures.length} figures`);
}
