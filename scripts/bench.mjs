// `npm run bench`: prints Atelier's performance figures and writes them to bench-results.json.
// Adding a figure: `results.add("name", value, "unit")` inside a step below (or a new step).
import { join } from "node:path";
import { measureAccountThroughput } from "./bench/account-throughput.mjs";
import { measureBundles } from "./bench/bundle-size.mjs";
import { measureRuleLint } from "./bench/coded-rule-lint.mjs";
import { measureRuleParsing } from "./bench/coded-rule-parse.mjs";
import { copyWebBuild, freshDataDir, ROOT, run, startServer, stop, stopAll, waitUntilUp } from "./bench/processes.mjs";
import { createResults } from "./bench/results.mjs";
import { measureServerStart } from "./bench/server-start.mjs";

const DEMO = { email: "admin@demo.atelier.test", password: "demo-password" };
const JS_BUDGET_KB = 250;
const PORTS = { app: 3320, start: 3321, bare: 3322 };

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

async function withAppServer(body) {
  const baseUrl = `http://localhost:${PORTS.app}`;
  const dataDir = freshDataDir("app");
  const webDist = copyWebBuild(dataDir);
  const app = startServer({ port: PORTS.app, dataDir, webDist });
  try {
    await waitUntilUp(`${baseUrl}/api/health`, { child: app.child }).catch((error) => {
      console.error(app.log.join(""));
      throw error;
    });
    await body(baseUrl, webDist);
  } finally {
    stop(app.child);
  }
}

async function main() {
  await step("Parsing a 10,000-line coded rule (20 runs after warm-up):", async () => {
    const parse = await measureRuleParsing();
    console.log(`  (${parse.lines} lines)`);
    results.add("rules.parse.median", parse.medianMs, "ms");
    results.add("rules.parse.p95", parse.p95Ms, "ms");
  });

  await step("Building the web app...", () => run("npm", ["run", "build", "-w", "@atelier/web"]));

  await withAppServer(async (baseUrl, distDir) => {
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
      },
    );

    await step("GET /api/v1/account, signed in, beside a bare Fastify route (10 connections, 10 s each):", async () => {
      const load = await measureAccountThroughput({ baseUrl, barePort: PORTS.bare, ...DEMO });
      results.add("api.account.rps", load.account.rps, "req/s");
      results.add("api.account.p99", load.account.p99, "ms");
      results.add("bare-fastify.rps", load.bare.rps, "req/s");
      results.add("bare-fastify.p99", load.bare.p99, "ms");
      results.add("api.account.rps-vs-bare", load.account.rps / load.bare.rps, "ratio");
    });

    await step("Coded-rule editor with a 10,000-line rule (Chromium; lint marks follow a 150 ms pause):", async () => {
      const lint = await measureRuleLint({ baseUrl });
      console.log(`  (${lint.lines} lines)`);
      results.add("rules.editor.open", lint.openMs, "ms");
      results.add("rules.editor.keystroke-to-lint-mark.median", lint.lintMedianMs, "ms");
      results.add("rules.editor.keystroke-to-lint-mark.p95", lint.lintP95Ms, "ms");
    });
  }).catch((error) => {
    failures.push(`server on port ${PORTS.app}: ${error instanceof Error ? error.message : String(error)}`);
  });

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
