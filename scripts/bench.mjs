// `npm run bench`: prints Atelier's performance figures and writes them to bench-results.json.
// Adding a figure: `results.add("name", value, "unit")` inside a step below (or a new step).
import { join } from "node:path";
import { measureAccountThroughput } from "./bench/account-throughput.mjs";
import { addAnalyticsFigures, measureAnalytics, printAnalytics } from "./bench/analytics.mjs";
import { measureAssetDerive } from "./bench/asset-derive.mjs";
import { ASSET_BENCH, assetFigures, measureAssets, printAssets } from "./bench/assets.mjs";
import { measureBlueprintCompile } from "./bench/blueprint-compile.mjs";
import { BLUEPRINT_PATH, measureBlueprintGet } from "./bench/blueprint-throughput.mjs";
import { measureBundles } from "./bench/bundle-size.mjs";
import { measureRuleLint } from "./bench/coded-rule-lint.mjs";
import { measureRuleParsing } from "./bench/coded-rule-parse.mjs";
import { measureComponentGeneration } from "./bench/component-generation.mjs";
import { measureComponentOptionsBlade } from "./bench/component-options-blade.mjs";
import {
  addUncachedFilterFigures,
  measureComponentOptionList,
  measureFilteredComponentOptionList,
  measureUncachedFilter,
} from "./bench/component-options-throughput.mjs";
import { IMPORT_BENCH, measureDataImport, reportDataImport } from "./bench/data-import.mjs";
import { measureOptimization, printOptimizationTable } from "./bench/optimization.mjs";
import { measureOrders, prepareOrdersBench } from "./bench/orders-list.mjs";
import { copyWebBuild, freshDataDir, ROOT, run, startServer, stop, stopAll, waitUntilUp } from "./bench/processes.mjs";
import { measureProductList } from "./bench/product-list-throughput.mjs";
import { measureProductsBlade } from "./bench/products-blade.mjs";
import { measureRecipeSave, RECIPE_BENCH } from "./bench/recipe-save.mjs";
import { measureReferenceFileParse } from "./bench/reference-data.mjs";
import { createResults } from "./bench/results.mjs";
import { measureRuleEvaluation } from "./bench/rule-evaluation.mjs";
import { measureServerStart } from "./bench/server-start.mjs";
import { measureStudioRender, STUDIO_BENCH } from "./bench/studio-render.mjs";
import { measureWorkspaceCopy } from "./bench/workspace-copy.mjs";

const DEMO = { email: "admin@demo.atelier.test", password: "demo-password" };
const JS_BUDGET_KB = 250;
const PORTS = {
  app: 3320,
  start: 3321,
  bare: 3322,
  catalogue: 3323,
  options: 3324,
  orders: 3325,
  analyticsPglite: 3328,
  analyticsPostgres: 3329,
  assets: 3330,
  assetsBare: 3331,
  importPglite: 3332,
  importPostgres: 3333,
};

const results = createResults();
/** @type {string[]} */
const failures = [];
const kb = (bytes) => bytes / 1024;

/** Runs one part of the bench; a failure is reported and the other parts still run. */
async function step(title, body) {
  console.log(title);
  try {
    await body();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    failures.push(`${title} ${message}`);
    console.error(`  FAILED: ${message}`);
  }
}

/**
 * Runs `body(baseUrl, dataDir, webDist)` against a server on `port` with a fresh data folder (made
 * ready by `prepare(dataDir)` when given) serving a copy of the web build. A server that cannot be
 * prepared or started is reported as a failure; the other parts still run.
 */
async function withServer(port, label, body, prepare) {
  const baseUrl = `http://localhost:${port}`;
  try {
    const dataDir = freshDataDir(label);
    if (prepare) await prepare(dataDir);
    const webDist = copyWebBuild(dataDir);
    const server = startServer({ port, dataDir, webDist });
    try {
      await waitUntilUp(`${baseUrl}/api/health`, { child: server.child }).catch((error) => {
        console.error(server.log.join(""));
        throw error;
      });
      await body(baseUrl, dataDir, webDist);
    } finally {
      stop(server.child);
    }
  } catch (error) {
    failures.push(`server on port ${port}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** A data folder whose demo company also holds 10,000 products of 3 versions each. */
const seedCatalogue = (dataDir) => run("npx", ["tsx", "scripts/bench/product-list-seed.mjs", dataDir]);
/** A data folder whose demo company also holds 100,000 component options. */
const seedOptions = (dataDir) => run("npx", ["tsx", "scripts/bench/component-options-seed.mjs", dataDir]);

/** Loads one signed-in route beside the bare route; records `{name}.rps`, `.p99`, and the ratio. */
function addBesideBare(name, load) {
  results.add(`${name}.rps`, load.route.rps, "req/s");
  results.add(`${name}.p99`, load.route.p99, "ms");
  results.add(`${name}.bare-fastify.rps`, load.bare.rps, "req/s");
  results.add(`${name}.bare-fastify.p99`, load.bare.p99, "ms");
  results.add(`${name}.rps-vs-bare`, load.ratio, "ratio");
}

async function main() {
  await step("Parsing a 10,000-line coded rule (20 runs after warm-up):", async () => {
    const parse = await measureRuleParsing();
    console.log(`  (${parse.lines} lines)`);
    results.add("rules.parse.median", parse.medianMs, "ms");
    results.add("rules.parse.p95", parse.p95Ms, "ms");
  });

  await step("Rule evaluation, one click: 1,000 rules over 100 placements and 10,000 components:", async () => {
    const evaluation = await measureRuleEvaluation();
    console.log(
      `  (${evaluation.rules} rules, ${evaluation.placements} placements, ${evaluation.components} components)`,
    );
    results.add("rules.evaluate.click.median", evaluation.click.medianMs, "ms");
    results.add("rules.evaluate.click.p95", evaluation.click.p95Ms, "ms");
    results.add("rules.evaluate.linear-pass.median", evaluation.linear.medianMs, "ms");
    results.add("rules.evaluate.linear-pass.p95", evaluation.linear.p95Ms, "ms");
    results.add("rules.evaluate.prepare", evaluation.prepareMs, "ms");
  });

  await step("Parsing a mapping file of 100,000 rows as an upload does (csv and xlsx; own process each):", async () => {
    const parse = await measureReferenceFileParse();
    for (const { format, bytes, medianMs, beforeRss, peakRss } of parse.results) {
      console.log(`  (${format}: ${(bytes / 1024 / 1024).toFixed(1)} MB, ${parse.rows} rows)`);
      results.add(`reference-file.parse.${format}.median`, medianMs, "ms");
      results.add(`reference-file.parse.${format}.peak-rss`, peakRss / 1024 / 1024, "MB");
      results.add(`reference-file.parse.${format}.rss-before`, beforeRss / 1024 / 1024, "MB");
    }
  });

  await step(
    "Masks and lightmaps on 2048x2048 images (decode, pixel work, greyscale PNG), beside a bare sharp pipeline:",
    async () => {
      const derive = await measureAssetDerive();
      for (const note of derive.notes) console.log(`  (${note})`);
      for (const { name, value, unit } of derive.figures) results.add(name, value, unit);
    },
  );

  await step("Building the web app and the server...", () => run("npm", ["run", "build"]));

  await withServer(PORTS.app, "app", async (baseUrl, dataDir, distDir) => {
    await step(
      "JavaScript loaded by the sign-in page and the workspace shell (gzip -9, blades excluded):",
      async () => {
        const bundles = await measureBundles({ baseUrl, distDir, ...DEMO });
        console.log(`  (${bundles.files} scripts loaded; blade chunks told apart by ${bundles.source})`);
        console.log(`  (left out as blades: ${bundles.bladeFiles.join(", ") || "none"})`);
        results.add("js.sign-in.gzip", kb(bundles.signIn), "KB");
        results.add("js.shell.gzip", kb(bundles.shell), "KB");
        const total = kb(bundles.signIn + bundles.shell);
        results.add("js.sign-in+shell.gzip", total, "KB");
        console.log(`  budget ${JS_BUDGET_KB} KB: ${total <= JS_BUDGET_KB ? "within" : "OVER"}`);
        // HTML, JS and CSS as the browser received them (precompressed br), beside their decoded bytes.
        for (const [name, page] of [
          ["sign-in", bundles.onTheWire.signIn],
          ["shell", bundles.onTheWire.shell],
        ]) {
          results.add(`wire.${name}.html-js-css`, kb(page.wire), "KB");
          results.add(`wire.${name}.html-js-css.decoded`, kb(page.decoded), "KB");
        }
      },
    );

    await step("GET /api/v1/account, signed in, beside a bare Fastify route (10 connections, 10 s each):", async () => {
      addBesideBare("api.account", await measureAccountThroughput({ baseUrl, barePort: PORTS.bare, dataDir, ...DEMO }));
    });

    await step(
      `POST /api/v1/recipe on ${RECIPE_BENCH.styleCode} (validate, price, compose previews, store), ${RECIPE_BENCH.callers} callers for ${RECIPE_BENCH.seconds} s:`,
      async () => {
        const save = await measureRecipeSave({ baseUrl });
        console.log(`  (${save.saved} recipes of ${save.views} views each)`);
        results.add("recipe.save.per-second", save.perSecond, "recipes/s");
        results.add("recipe.save.median", save.medianMs, "ms");
        results.add("recipe.save.p95", save.p95Ms, "ms");
      },
    );

    await step(
      `Studio on ${STUDIO_BENCH.styleCode} (Chromium): first render (navigation to choices painted, median of ${STUDIO_BENCH.loads}) and click to repaint (${STUDIO_BENCH.clicks} clicks):`,
      async () => {
        const studio = await measureStudioRender({ baseUrl });
        results.add("studio.first-render.median", studio.firstRenderMedianMs, "ms");
        results.add("studio.first-render.p95", studio.firstRenderP95Ms, "ms");
        results.add("studio.click-to-repaint.median", studio.clickMedianMs, "ms");
        results.add("studio.click-to-repaint.p95", studio.clickP95Ms, "ms");
      },
    );

    await step(`GET ${BLUEPRINT_PATH} (a cached blueprint), signed in, beside a bare route:`, async () => {
      const load = await measureBlueprintGet({ baseUrl, barePort: PORTS.bare, dataDir, ...DEMO });
      console.log(`  (${(load.bytes / 1024).toFixed(1)} KB an answer)`);
      addBesideBare("api.blueprint", load);
    });

    await step("Coded-rule editor with a 10,000-line rule (Chromium; lint marks follow a 150 ms pause):", async () => {
      const lint = await measureRuleLint({ baseUrl });
      console.log(`  (${lint.lines} lines)`);
      results.add("rules.editor.open", lint.openMs, "ms");
      results.add("rules.editor.keystroke-to-lint-mark.median", lint.lintMedianMs, "ms");
      results.add("rules.editor.keystroke-to-lint-mark.p95", lint.lintP95Ms, "ms");
    });
  });

  await withServer(
    PORTS.catalogue,
    "catalogue",
    async (baseUrl, dataDir) => {
      await step(
        "GET /api/v1/product?expand=recentversions&take=50 over 10,000 products, beside a bare route:",
        async () => {
          addBesideBare(
            "api.product-list",
            await measureProductList({ baseUrl, barePort: PORTS.bare, dataDir, ...DEMO }),
          );
        },
      );
      await step("Products blade over 10,000 products (Chromium):", async () => {
        const blade = await measureProductsBlade({ baseUrl });
        console.log(`  (${blade.products} products)`);
        results.add("products-blade.open-to-rows", blade.openMs, "ms");
        results.add("products-blade.filter-keystroke.median", blade.keystrokeMedianMs, "ms");
        results.add("products-blade.filter-keystroke.p95", blade.keystrokeP95Ms, "ms");
      });
    },
    seedCatalogue,
  );

  await withServer(
    PORTS.options,
    "options",
    async (baseUrl, dataDir) => {
      await step("GET /api/v1/componentoption?take=100000 over 100,000 options, beside a bare route:", async () => {
        const load = await measureComponentOptionList({ baseUrl, barePort: PORTS.bare, dataDir, ...DEMO });
        console.log(`  (${(load.bytes / 1024 / 1024).toFixed(1)} MB an answer)`);
        addBesideBare("api.component-options", load);
      });
      await step(
        "GET /api/v1/componentoption?filter=shade-7 (4,000 of 100,000 options), beside a bare route:",
        async () => {
          const load = await measureFilteredComponentOptionList({ baseUrl, barePort: PORTS.bare, dataDir, ...DEMO });
          console.log(`  (${(load.bytes / 1024 / 1024).toFixed(1)} MB an answer)`);
          addBesideBare("api.component-options-filtered", load);
        },
      );
      await step(
        "GET /api/v1/componentoption?filter=number NNNNN, a new text each request (none from the list cache):",
        async () => addUncachedFilterFigures(results, await measureUncachedFilter({ baseUrl, ...DEMO })),
      );
      await step("Component Options blade over 100,000 options (Chromium):", async () => {
        const blade = await measureComponentOptionsBlade({ baseUrl });
        console.log(`  (${blade.options} options)`);
        results.add("options-blade.open-to-rows", blade.openMs, "ms");
        results.add("options-blade.filter-keystroke.median", blade.keystrokeMedianMs, "ms");
        results.add("options-blade.filter-keystroke.p95", blade.keystrokeP95Ms, "ms");
      });
    },
    seedOptions,
  );

  /** The plain SQL's times, taken on the seeded folder before the server opens it. */
  let ordersSql;
  await withServer(
    PORTS.orders,
    "orders",
    async (baseUrl) => {
      await step(
        "Orders over 100,000 orders: GET /api/v1/order?filter=… beside the plain indexed SQL, the search typed in the Orders blade and the order panel opened (Chromium), a bulk status change of 1,000:",
        async () => {
          const measured = await measureOrders({ baseUrl, sql: ordersSql });
          console.log(`  (${measured.orders} orders)`);
          for (const { name, value, unit } of measured.figures) results.add(name, value, unit);
        },
      );
    },
    async (dataDir) => {
      ordersSql = await prepareOrdersBench(dataDir);
    },
  );

  await withServer(PORTS.assets, "assets", async (baseUrl, dataDir) => {
    await step(
      `Asset library with ${ASSET_BENCH.count.toLocaleString("en-US")} assets: every list page by its token, a prefix's first page beside a bare route, Download all (zip) beside reading the same objects bare:`,
      async () => {
        const measured = await measureAssets({ baseUrl, dataDir, barePort: PORTS.assetsBare });
        printAssets(measured);
        for (const { name, value, unit } of assetFigures(measured)) results.add(name, value, unit);
      },
    );
  });

  await step(
    "Generating 100,000 components from one rule (the service), beside a plain multi-row INSERT:",
    async () => {
      const generation = await measureComponentGeneration();
      for (const note of generation.notes) console.log(`  (${note})`);
      for (const { name, value, unit } of generation.figures) results.add(name, value, unit);
    },
  );

  await step(
    "Compiling the blueprint of a version with 100,000 components (first read, then a cached one):",
    async () => {
      const compile = await measureBlueprintCompile();
      for (const note of compile.notes) console.log(`  (${note})`);
      for (const { name, value, unit } of compile.figures) results.add(name, value, unit);
    },
  );

  await step(
    "Copying the demo workspace with 100,000 components to an empty one (the copyInstance job), beside INSERT ... SELECT:",
    async () => {
      const copy = await measureWorkspaceCopy();
      for (const note of copy.notes) console.log(`  (${note})`);
      for (const { name, value, unit } of copy.figures) results.add(name, value, unit);
    },
  );

  await step(
    "Analytics on PGlite (100,000 recipes, 1,000,000 events) and PostgreSQL (1,000,000 recipes, 10,000,000 events): each tile for 30 days and a year, two prompt reports, DuckDB over the same raw rows, event ingestion beside a plain INSERT:",
    async () => {
      const analytics = await measureAnalytics({
        ports: { pglite: PORTS.analyticsPglite, postgres: PORTS.analyticsPostgres },
      });
      for (const kind of ["pglite", "postgres"]) {
        if (!analytics[kind]) continue;
        printAnalytics(kind, analytics[kind]);
        addAnalyticsFigures(results, kind, analytics[kind]);
      }
      if (analytics.note) console.log(`  (${analytics.note})`);
    },
  );

  await step(
    `Batch import of ${IMPORT_BENCH.options.toLocaleString("en-US")} options and ${IMPORT_BENCH.products.toLocaleString("en-US")} products (export files, multipart) through the API: dry run and apply, beside psql \\copy (PostgreSQL) and a multi-row INSERT (PGlite), and the server's peak RSS:`,
    async () => {
      const imported = await measureDataImport({
        ports: { pglite: PORTS.importPglite, postgres: PORTS.importPostgres },
      });
      for (const kind of ["pglite", "postgres"]) if (imported[kind]) reportDataImport(results, kind, imported[kind]);
      if (imported.note) console.log(`  (${imported.note})`);
    },
  );

  await step(
    "3D optimisation: each sample model and the demo model, output size and time per profile (the job's runner, validated after each step) beside gltfpack -cc (npm build, textures kept):",
    async () => {
      const optimization = await measureOptimization();
      printOptimizationTable(optimization.rows);
      for (const note of optimization.notes) console.log(`  (${note})`);
      for (const { name, value, unit } of optimization.figures) results.add(name, value, unit);
    },
  );

  await step("Server start to first answered request, fresh PGlite (median of 3):", async () => {
    const start = await measureServerStart({ port: PORTS.start, runs: 3 });
    console.log(`  (runs: ${start.times.map((ms) => Math.round(ms)).join(", ")} ms)`);
    results.add("server.start-to-first-answer", start.median, "ms");
  });
}

const began = performance.now();
try {
  await main();
} finally {
  stopAll();
  results.write(join(ROOT, "bench-results.json"));
  const seconds = Math.round((performance.now() - began) / 1000);
  console.log(`Wrote ${results.figures.length} figures to bench-results.json in ${seconds} s.`);
  if (failures.length > 0) {
    console.error(`The bench failed in ${failures.length} part(s):\n  ${failures.join("\n  ")}`);
    process.exitCode = 1;
  }
}
