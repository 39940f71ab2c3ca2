// Recipes saved per second: POST /api/v1/recipe against a started server with the demo data, signed in as the
// demo administrator, on a demo sneaker whose views are drawn from the demo images (/demo-media/). Each save
// validates the configuration with the rule engine, prices it, composes one preview PNG per view with sharp,
// stores them in blob storage and writes the row. A configuration the rules accept is found first through the
// evaluate call (required choices and values filled in), then saved by a few callers at once for a while.
// Alone, with a server running on the demo data: node scripts/bench/recipe-save.mjs [baseUrl] [styleCode]
import { ascending, median, percentile } from "./stats.mjs";
import { signIn } from "./throughput.mjs";

const DEMO = { email: "admin@demo.atelier.test", password: "demo-password" };
export const RECIPE_BENCH = { styleCode: "SNK-CC-100", callers: 4, seconds: 10 };

async function callJson(baseUrl, cookie, method, path, body) {
  const response = await fetch(`${baseUrl}/api/v1/${path}`, {
    method,
    headers: { cookie, origin: baseUrl, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: await response.json() };
}

/** A value for a required field: a text or a number as the field asks. */
const valueFor = (kind) => (kind === "number" ? 7 : "ATELIER");

/** Fills in, round by round, what the engine still requires: a component per required placement, each required value. */
async function acceptedConfiguration(baseUrl, cookie, styleCode) {
  const blueprint = await callJson(baseUrl, cookie, "GET", `blueprint/${styleCode}/_`);
  if (blueprint.status !== 200) throw new Error(`GET blueprint ${styleCode} answered ${blueprint.status}`);
  const placements = new Map(blueprint.body.groups.flatMap((group) => group.placements).map((p) => [p.code, p]));
  const configuration = { selections: {}, values: {} };
  for (let round = 0; round < 20; round++) {
    const evaluated = await callJson(baseUrl, cookie, "POST", `blueprint/${styleCode}/_/evaluate`, configuration);
    if (evaluated.status !== 200) throw new Error(`evaluate answered ${evaluated.status}`);
    const state = evaluated.body;
    if (state.issues.length === 0) return { configuration, views: blueprint.body.views.length };
    for (const placement of state.placements) {
      if (placement.selected === null && placement.required) {
        const blocked = new Set(placement.blocked.map((entry) => entry.code));
        const choice = placements
          .get(placement.code)
          ?.components.find((component) => component.unavailable === null && !blocked.has(component.code));
        if (choice) configuration.selections[placement.code] = choice.code;
      }
      for (const required of placement.requiredValues) {
        configuration.values[`${required.attribute} OF ${placement.code}`] = valueFor(required.kind);
      }
    }
  }
  throw new Error(`no configuration of ${styleCode} the rules accept was found`);
}

/** Saves recipes with `callers` callers at once for `seconds`; answers recipes per second and save times. */
export async function measureRecipeSave({ baseUrl, styleCode = RECIPE_BENCH.styleCode, ...options }) {
  const { callers, seconds } = { ...RECIPE_BENCH, ...options };
  const cookie = await signIn(baseUrl, DEMO);
  const { configuration, views } = await acceptedConfiguration(baseUrl, cookie, styleCode);
  const input = { product: styleCode, version: "_", ...configuration };
  const first = await callJson(baseUrl, cookie, "POST", "recipe", input);
  if (first.status !== 201) throw new Error(`POST recipe answered ${first.status}: ${JSON.stringify(first.body)}`);
  const times = [];
  const began = performance.now();
  const until = began + seconds * 1000;
  await Promise.all(
    Array.from({ length: callers }, async () => {
      while (performance.now() < until) {
        const start = performance.now();
        const saved = await callJson(baseUrl, cookie, "POST", "recipe", input);
        if (saved.status !== 201) throw new Error(`POST recipe answered ${saved.status}`);
        times.push(performance.now() - start);
      }
    }),
  );
  const elapsed = (performance.now() - began) / 1000;
  const sorted = ascending(times);
  return {
    saved: times.length,
    views,
    perSecond: times.length / elapsed,
    medianMs: median(sorted),
    p95Ms: percentile(sorted, 0.95),
  };
}

if (process.argv[1] === import.meta.filename) {
  const baseUrl = process.argv[2] ?? "http://localhost:3000";
  const result = await measureRecipeSave({ baseUrl, styleCode: process.argv[3] });
  console.log(
    `${result.perSecond.toFixed(1)} recipes/s (${result.saved} saved, ${result.views} views each, ` +
      `${RECIPE_BENCH.callers} callers); save median ${result.medianMs.toFixed(0)} ms, p95 ${result.p95Ms.toFixed(0)} ms`,
  );
}
