// GET /api/v1/blueprint/SNK-CC-100/_ (the demo's court sneaker, served from the blueprint cache), signed in as the
// demo administrator, beside a bare Fastify route answering the same bytes from memory.
// Alone (after `npm run build`): node scripts/bench/blueprint-throughput.mjs
import { freshDataDir, startServer, stopAll, waitUntilUp } from "./processes.mjs";
import { measureSignedInBesideBare } from "./throughput.mjs";

export const BLUEPRINT_PATH = "/api/v1/blueprint/SNK-CC-100/_";

/** Expects a server with the demo seeded; answers the loads and their ratio (see measureBesideBare). */
export function measureBlueprintGet(options) {
  return measureSignedInBesideBare({
    ...options,
    pathAndQuery: BLUEPRINT_PATH,
    check: (blueprint) => {
      const components = blueprint.groups.flatMap((group) => group.placements).flatMap((p) => p.components);
      if (components.length === 0) throw new Error("the demo blueprint has no components");
    },
  });
}

if (process.argv[1] === import.meta.filename) {
  const ports = { app: 3326, bare: 3327 };
  const dataDir = freshDataDir("blueprint");
  const server = startServer({ port: ports.app, dataDir });
  try {
    const baseUrl = `http://localhost:${ports.app}`;
    await waitUntilUp(`${baseUrl}/api/health`, { child: server.child });
    const load = await measureBlueprintGet({
      baseUrl,
      barePort: ports.bare,
      dataDir,
      email: "admin@demo.atelier.test",
      password: "demo-password",
    });
    console.log(`blueprint GET: ${load.route.rps.toFixed(0)} req/s (p99 ${load.route.p99} ms), ${load.bytes} bytes`);
    console.log(`bare route:    ${load.bare.rps.toFixed(0)} req/s (p99 ${load.bare.p99} ms)`);
    console.log(`ratio: ${load.ratio.toFixed(2)}`);
  } finally {
    stopAll();
  }
}
