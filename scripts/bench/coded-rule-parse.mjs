// Time to parse a 10,000-line coded rule (packages/domain/src/rules/parse.ts), in this process
// through tsx's loader: median and 95th percentile over timed runs after warm-up.
import { tsImport } from "tsx/esm/api";
import { ascending, median, percentile } from "./stats.mjs";

const LINES = 10_000;

/** One IF statement using every condition and effect, with names varied by `n`. */
function statement(n) {
  return [
    `# Rule ${n}: collar and sleeve options of the ${n % 7 === 0 ? "winter" : "summer"} range`,
    `IF ANY OF`,
    `    TAGGED(collar-${n} IN neck)`,
    `    NOT COMPONENT(sleeve.${n} IN "left sleeve")`,
    `    HASVALUE(monogram_text OF chest/${n})`,
    `    CHANGED(body-${n})`,
    `THEN`,
    `    BLOCK(leather IN strap-${n})`,
    `    ALLOW(canvas)`,
    `    SELECT(buckle-${n} IN strap)`,
    `    SET("Gold \\"24k\\"" TO thread-color OF monogram)`,
    `ELSEIF ALL OF`,
    `    ISLOCALE(fr-FR)`,
    `    ISSITE(eu-store)`,
    `    INITIAL`,
    `THEN`,
    `    BLOCKALL(lining-${n})`,
    `    SELECTBYTAG(default IN lining)`,
    `    REQUIRESTRING(engraving OF lid)`,
    `    REQUIRENUMBER(length OF strap)`,
    `ELSEIF NOT ALWAYS THEN`,
    `    UPDATEBLUEPRINT($${n}.50 OF pricing/base.price)`,
    `ELSE`,
    `    ACTION(track-change rule-${n} "price,updated" 1.5)`,
    `END`,
    ``,
  ];
}

/** Whole statements up to `lines` lines; the lines left over are comments. */
export function buildCodedRule(lines = LINES) {
  const out = [];
  for (let n = 1; out.length + statement(n).length <= lines; n += 1) out.push(...statement(n));
  while (out.length < lines) out.push(`# note ${out.length}`);
  return out.join("\n");
}

export async function measureRuleParsing({ runs = 20, warmUp = 5 } = {}) {
  const { parseRule } = await tsImport("../../packages/domain/src/rules/parse.ts", import.meta.url);
  const source = buildCodedRule();
  /** @type {number[]} */
  const times = [];
  for (let i = 0; i < warmUp + runs; i += 1) {
    const since = performance.now();
    const { errors } = parseRule(source);
    const elapsed = performance.now() - since;
    if (errors.length > 0) throw new Error(`the bench rule has syntax errors: ${errors[0].message}`);
    if (i >= warmUp) times.push(elapsed);
  }
  const sorted = ascending(times);
  return { lines: source.split("\n").length, medianMs: median(sorted), p95Ms: percentile(sorted, 0.95) };
}
