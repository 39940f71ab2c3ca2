// One click in the configurator: the rule engine (packages/domain/src/rules/engine) evaluating a
// version with 1,000 rules (every type, a quarter of them coded) over 100 placements and 10,000
// components, with `changed` set, beside one linear pass over the same components (the limit).
// Run alone: `node scripts/bench/rule-evaluation.mjs`.
import { pathToFileURL } from "node:url";
import { tsImport } from "tsx/esm/api";
import { ascending, median, percentile } from "./stats.mjs";

const PLACEMENTS = 100;
const COMPONENTS_PER_PLACEMENT = 100;
const RULES = 1000;

/** A small deterministic generator (mulberry32), so every run measures the same version. */
function generator(seed) {
  let state = seed;
  return (below) => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) % below;
  };
}

const placementCode = (p) => `P${String(p).padStart(3, "0")}`;

/** The test blueprint builders of packages/domain/src/customer/blueprint.fixture.ts. */
const loadFixture = () => tsImport("../../packages/domain/src/customer/blueprint.fixture.ts", import.meta.url);

/** Placement P00p offers O0-P00p ... O99-P00p (placement-independent codes O0 ... O99); every tenth is optional. */
function placement(fixture, p) {
  const code = placementCode(p);
  const components = [];
  for (let j = 0; j < COMPONENTS_PER_PLACEMENT; j += 1) {
    components.push(
      fixture.component(`O${j}-${code}`, {
        tags: [`colour-${j % 10}`, `material-${j % 7}`, `tier-${j % 3}`],
        unavailable: j % 97 === 96 ? "outOfStock" : null,
      }),
    );
  }
  return fixture.placement(code, components, {
    optional: p % 10 === 9,
    fields:
      p % 10 === 9
        ? [{ attribute: "text", kind: "string", label: "Text", defaultValue: null, maxLength: null, style: {} }]
        : [],
  });
}

/** 1,000 rules: every list type and coded rules using most conditions and effects. */
function rules(fixture, random) {
  const anyPlacement = () => placementCode(random(PLACEMENTS));
  const option = () => `O${random(COMPONENTS_PER_PLACEMENT)} IN ${anyPlacement()}`;
  const material = () => `material-${random(7)} IN ${anyPlacement()}`;
  const colour = () => `colour-${random(10)} IN ${anyPlacement()}`;
  const kinds = [
    ...Array(15).fill(() => ({ type: "BlockedIfAny", source: [option(), option()], target: [material()] })),
    ...Array(10).fill(() => ({ type: "BlockedIfAll", source: [option(), colour()], target: [material(), colour()] })),
    ...Array(10).fill(() => ({
      type: "BlockedIfAnyUnless",
      source: [colour()],
      target: [material()],
      except: [option()],
    })),
    ...Array(5).fill(() => ({
      type: "BlockedIfAllUnless",
      source: [colour(), colour()],
      target: [option()],
      except: [option()],
    })),
    ...Array(15).fill(() => ({ type: "OnlyWhenAny", source: [colour(), option()], target: [option(), option()] })),
    ...Array(5).fill(() => ({ type: "OnlyWhenAll", source: [colour(), material()], target: [option()] })),
    ...Array(5).fill(() => ({ type: "AlwaysOn", source: [option()], target: [option()] })),
    ...Array(5).fill(() => ({ type: "AlwaysOnConditional", source: [], target: [option()] })),
    ...Array(5).fill(() => ({ type: "Action", source: [option()], target: [`track ${anyPlacement()}`] })),
    ...Array(25).fill(() => ({
      type: "Coded",
      code: [
        "IF ANY OF",
        `    COMPONENT(O${random(COMPONENTS_PER_PLACEMENT)} IN ${anyPlacement()})`,
        `    TAGGED(colour-${random(10)} IN ${anyPlacement()})`,
        `    CHANGED(${anyPlacement()})`,
        "    NOT ISSITE(eu)",
        "THEN",
        `    BLOCK(material-${random(7)} IN ${anyPlacement()})`,
        `    REQUIRESTRING(text OF ${placementCode(random(10) * 10 + 9)})`,
        `ELSEIF HASVALUE(text OF ${placementCode(9)}) THEN`,
        `    ALLOW(tier-${random(3)} IN ${anyPlacement()})`,
        `    SET(x TO note OF ${anyPlacement()})`,
        "ELSE",
        `    ACTION(seen ${anyPlacement()})`,
        "END",
      ].join("\n"),
    })),
  ];
  return Array.from({ length: RULES }, (_, index) => {
    const { type, ...parts } = kinds[random(kinds.length)]();
    return fixture.rule(type, { id: `rule-${index}`, description: `Rule ${index}`, fromStyleCode: "BENCH", ...parts });
  });
}

export async function buildBenchBlueprint() {
  const fixture = await loadFixture();
  const random = generator(14);
  const placements = Array.from({ length: PLACEMENTS }, (_, p) => placement(fixture, p));
  return fixture.blueprintOf(placements, {
    product: { name: "Bench", styleCode: "BENCH" },
    date: new Date(0).toISOString(),
    compiled: new Date(0).toISOString(),
    rules: rules(fixture, random),
  });
}

/** The limit: one pass over every component, reading its code and tags. */
function linearPass(blueprint) {
  let count = 0;
  for (const group of blueprint.groups) {
    for (const each of group.placements) {
      for (const item of each.components)
        if (item.unavailable === null && item.tags.includes("tier-1")) count += item.code.length;
    }
  }
  return count;
}

function timed(runs, warmUp, body) {
  const times = [];
  for (let i = 0; i < warmUp + runs; i += 1) {
    const since = performance.now();
    body(i);
    const elapsed = performance.now() - since;
    if (i >= warmUp) times.push(elapsed);
  }
  const sorted = ascending(times);
  return { medianMs: median(sorted), p95Ms: percentile(sorted, 0.95) };
}

export async function measureRuleEvaluation({ runs = 500, warmUp = 50 } = {}) {
  const { prepareRuleEngine } = await tsImport(
    "../../packages/domain/src/rules/engine/rule-engine.ts",
    import.meta.url,
  );
  const blueprint = await buildBenchBlueprint();
  const prepareSince = performance.now();
  const engine = prepareRuleEngine(blueprint);
  const prepareMs = performance.now() - prepareSince;
  const random = generator(7);
  const selections = {};
  for (let p = 0; p < PLACEMENTS; p += 1)
    selections[placementCode(p)] = `O${p % COMPONENTS_PER_PLACEMENT}-${placementCode(p)}`;
  const values = { "text OF P009": "AB" };
  const click = timed(runs, warmUp, () => {
    const changed = placementCode(random(PLACEMENTS));
    selections[changed] = `O${random(COMPONENTS_PER_PLACEMENT)}-${changed}`;
    engine.evaluate({ site: "", locale: "", selections: { ...selections }, values, changed, initial: false });
  });
  let sink = 0;
  const linear = timed(runs, warmUp, () => {
    sink += linearPass(blueprint);
  });
  const components = blueprint.groups[0].placements.reduce((sum, each) => sum + each.components.length, 0);
  return { rules: blueprint.rules.length, placements: PLACEMENTS, components, prepareMs, click, linear, sink };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const result = await measureRuleEvaluation();
  console.log(
    `${result.rules} rules, ${result.placements} placements, ${result.components} components; prepare ${result.prepareMs.toFixed(1)} ms`,
  );
  console.log(`one click: median ${result.click.medianMs.toFixed(3)} ms, p95 ${result.click.p95Ms.toFixed(3)} ms`);
  console.log(`linear pass: median ${result.linear.medianMs.toFixed(3)} ms, p95 ${result.linear.p95Ms.toFixed(3)} ms`);
}
