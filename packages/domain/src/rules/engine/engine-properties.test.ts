import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { blueprintOf, component, placement, STYLE_CODE } from "../../customer/blueprint.fixture";
import type { Blueprint, BlueprintRule } from "../../customer/blueprint.schema";
import { type EngineState, EvaluateInput, type EvaluateRequest } from "../../customer/evaluation.schema";
import { RULE_TYPES } from "../../product/rule.schema";
import { printRule } from "../print";
import { ruleProgramOf, tokenSoup } from "../rule-arbitraries";
import { prepareRuleEngine, type RuleEngine } from "./rule-engine";

const PLACEMENTS = ["BODY", "UPPER", "LACES", "SOLE"];
const PICS = ["RED", "BLUE", "MESH", "GUM"];
const TAGS = ["red", "dark", "soft"];

/** Names a rule may use: placements, codes, tags, and names of nothing. */
const name = fc.constantFrom(...PLACEMENTS, ...PICS, ...TAGS, "RED-BODY", "GUM-SOLE", "NOWHERE", "x", "");
const entry = fc.oneof(
  name,
  fc.tuple(name, fc.constantFrom(...PLACEMENTS, "NOWHERE")).map(([n, p]) => `${n} IN ${p}`),
);

const placementSpec = (code: string) =>
  fc
    .record({
      optional: fc.boolean(),
      components: fc.uniqueArray(fc.constantFrom(...PICS), { minLength: 1, maxLength: 4 }).chain((pics) =>
        fc.tuple(
          ...pics.map((pic) =>
            fc
              .record({
                tags: fc.subarray(TAGS),
                unavailable: fc.option(fc.constant("outOfStock" as const), { freq: 6 }),
              })
              .map(({ tags, unavailable }) =>
                component(`${pic}-${code}`, { placementIndependentCode: pic, tags, unavailable }),
              ),
          ),
        ),
      ),
    })
    .map(({ optional, components }) => placement(code, components, { optional }));

const placements = fc.subarray(PLACEMENTS, { minLength: 1 }).chain((codes) => fc.tuple(...codes.map(placementSpec)));

const codedSource = fc.oneof(
  { weight: 4, arbitrary: ruleProgramOf(fc.oneof(name, fc.constantFrom("fr", "eu", "text", "1"))).map(printRule) },
  { weight: 1, arbitrary: tokenSoup },
);

const rule = fc
  .record({
    type: fc.constantFrom(...RULE_TYPES),
    source: fc.array(entry, { maxLength: 3 }),
    target: fc.array(entry, { maxLength: 3 }),
    except: fc.array(entry, { maxLength: 2 }),
    code: codedSource,
    description: fc.constantFrom("", "a rule"),
    sibling: fc.boolean(),
  })
  .map(
    ({ type, sibling, code, ...lists }): BlueprintRule => ({
      id: "",
      type,
      ...lists,
      fromStyleCode: sibling ? "OTHER" : STYLE_CODE,
      ...(type === "Coded" ? { code } : {}),
    }),
  );

const blueprint = fc
  .tuple(placements, fc.array(rule, { maxLength: 8 }), fc.boolean(), fc.boolean())
  .map(([specs, rules, noSiblingRules, combineOnlyWhen]) =>
    blueprintOf(specs, {
      rules: rules.map((each, index) => ({ ...each, id: `r${index}` })),
      settings: { noSiblingRules, combineOnlyWhen },
    }),
  );

/** A request for a blueprint: mostly its own components (by code or placement-independent code), some unknown. */
const requestFor = (bp: Blueprint) => {
  const own = (bp.groups[0]?.placements ?? []).map((placement) =>
    fc
      .option(
        fc.constantFrom(
          ...placement.components.flatMap((component) => [component.code, component.placementIndependentCode]),
        ),
        { freq: 8, nil: undefined },
      )
      .map((component) => [placement.code, component] as const),
  );
  return fc
    .record({
      own: fc.tuple(...own),
      stray: fc.dictionary(fc.constantFrom("NOWHERE", "SOLE"), fc.constantFrom("RED-BODY", "NONE"), { maxKeys: 1 }),
      values: fc.dictionary(
        fc.constantFrom("text", "text OF BODY", "1 OF SOLE", "a OF NOWHERE"),
        fc.oneof(fc.string({ maxLength: 3 }), fc.integer()),
      ),
      site: fc.constantFrom("", "eu"),
      locale: fc.constantFrom("", "fr", "fr-FR"),
      changed: fc.option(fc.constantFrom(...PLACEMENTS), { nil: undefined }),
      initial: fc.boolean(),
      strays: fc.boolean(),
    })
    .map(({ own: chosen, stray, strays, ...rest }) => {
      const selections: Record<string, string> = strays ? { ...stray } : {};
      for (const [placement, component] of chosen) if (component) selections[placement] = component;
      return EvaluateInput.parse({ ...rest, selections });
    });
};

const scenario = blueprint.chain((bp) => fc.tuple(fc.constant(bp), requestFor(bp)));

function resolved(state: EngineState): Record<string, string> {
  const selections: Record<string, string> = {};
  for (const placement of state.placements) if (placement.selected) selections[placement.code] = placement.selected;
  return selections;
}

/**
 * What a customer would do with the engine's answer, a few times over: keep the resolved choices that
 * can be chosen, take the first choosable component elsewhere, fill required values with "1". The
 * first request without issues, or null.
 */
function repaired(bp: Blueprint, engine: RuleEngine, request: EvaluateRequest): EvaluateRequest | null {
  let current = request;
  for (let attempt = 0; attempt < 4; attempt += 1) {
    const state = engine.evaluate(current);
    if (state.issues.length === 0) return current;
    const selections: Record<string, string> = {};
    const values = { ...current.values };
    for (const [index, placement] of (bp.groups[0]?.placements ?? []).entries()) {
      const answer = state.placements[index];
      const blocked = new Set(answer?.blocked.map((each) => each.code));
      const choosable = placement.components.filter((each) => each.unavailable === null && !blocked.has(each.code));
      const kept = choosable.find((each) => each.code === answer?.selected) ?? choosable[0];
      if (kept) selections[placement.code] = kept.code;
      for (const required of answer?.requiredValues ?? []) values[`${required.attribute} OF ${placement.code}`] = "1";
    }
    current = { ...current, selections, values };
  }
  return engine.evaluate(current).issues.length === 0 ? current : null;
}

const RUNS = { numRuns: 200 };
const TIME_OUT = 60_000;

describe("rule engine properties", () => {
  test(
    "random rules over random blueprints never throw, terminate, and answer the same twice",
    () => {
      fc.assert(
        fc.property(scenario, ([bp, request]) => {
          const first = prepareRuleEngine(bp).evaluate(request);
          const again = prepareRuleEngine(structuredClone(bp)).evaluate(structuredClone(request));
          expect(again).toEqual(first);
          for (const placement of first.placements) {
            for (const blocked of placement.blocked) expect(blocked.blockedBy.length).toBeGreaterThan(0);
            const issue = first.issues.some((each) => each.field === `selections.${placement.code}`);
            if (placement.forcedBy !== null && first.conflicts.length === 0) expect(issue).toBe(false);
          }
        }),
        RUNS,
      );
    },
    TIME_OUT,
  );

  test(
    "a configuration without issues, evaluated again with its resolved selections, has none",
    () => {
      fc.assert(
        fc.property(scenario, ([bp, request]) => {
          const engine = prepareRuleEngine(bp);
          const found = repaired(bp, engine, request);
          fc.pre(found !== null);
          const state = engine.evaluate(found);
          expect(state.issues).toEqual([]);
          expect(engine.evaluate({ ...found, selections: resolved(state) }).issues).toEqual([]);
        }),
        RUNS,
      );
    },
    TIME_OUT,
  );
});
