// The option list's API figures alone, without building anything: `node scripts/bench/component-options-api.mjs`
// seeds 100,000 options in a fresh PGlite data folder, starts the server from its TypeScript and measures, in one
// run, a filter text asked before (from the list cache, beside a bare route) and a new text on every request.
import {
  addUncachedFilterFigures,
  measureFilteredComponentOptionList,
  measureUncachedFilter,
} from "./component-options-throughput.mjs";
import { freshDataDir, run, startServer, stop, stopAll, waitUntilUp } from "./processes.mjs";
import { createResults } from "./results.mjs";

const DEMO = { email: "admin@demo.atelier.test", password: "demo-password" };
const PORTS = { server: Number(process.env.BENCH_PORT ?? 3343), bare: Number(process.env.BENCH_BARE_PORT ?? 3344) };

const results = createResults();
const dataDir = freshDataDir("options-api");
try {
  console.log("Seeding 100,000 options...");
  await run("npx", ["tsx", "scripts/bench/component-options-seed.mjs", dataDir]);
  const baseUrl = `http://localhost:${PORTS.server}`;
  const busy = await fetch(`${baseUrl}/api/health`).then(
    () => true,
    () => false,
  );
  if (busy) throw new Error(`port ${PORTS.server} already answers: choose another with BENCH_PORT`);
  const server = startServer({ port: PORTS.server, dataDir, fromSource: true });
  try {
    await waitUntilUp(`${baseUrl}/api/health`, { child: server.child }).catch((error) => {
      console.error(server.log.join(""));
      throw error;
    });
    console.log("GET /api/v1/componentoption?filter=shade-7 (4,000 of 100,000 options), beside a bare route:");
    const cached = await measureFilteredComponentOptionList({ baseUrl, barePort: PORTS.bare, dataDir, ...DEMO });
    results.add("api.component-options-filtered.rps", cached.route.rps, "req/s");
    results.add("api.component-options-filtered.p99", cached.route.p99, "ms");
    results.add("api.component-options-filtered.bare-fastify.rps", cached.bare.rps, "req/s");
    console.log("GET /api/v1/componentoption?filter=number NNNNN, a new text each request:");
    addUncachedFilterFigures(results, await measureUncachedFilter({ baseUrl, ...DEMO }));
  } finally {
    stop(server.child);
  }
} finally {
  stopAll();
}
