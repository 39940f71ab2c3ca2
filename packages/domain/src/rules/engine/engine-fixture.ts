/** Test support for the rule engine: small blueprints and rules written in a line each. */
import type { Blueprint, BlueprintComponent, BlueprintPlacement, BlueprintRule } from "../../customer/blueprint.schema";
import type { EngineState, EvaluateInput, PlacementState } from "../../customer/evaluation.schema";
import { EvaluateInput as EvaluateInputSchema } from "../../customer/evaluation.schema";
import type { RuleType } from "../../product/rule.schema";
import { prepareRuleEngine } from "./rule-engine";

export const STYLE_CODE = "SNEAKER";

/** 'RED-BODY' (placement-independent code RED) tagged 'red', 'bright'. */
export interface ComponentSpec {
  code: string;
  pic?: string;
  tags?: string[];
  unavailable?: BlueprintComponent["unavailable"];
}

export interface PlacementSpec {
  code: string;
  optional?: boolean;
  fields?: BlueprintPlacement["fields"];
  components: (ComponentSpec | string)[];
}

function component(spec: ComponentSpec | string): BlueprintComponent {
  const { code, pic, tags = [], unavailable = null } = typeof spec === "string" ? { code: spec } : spec;
  return {
    componentId: `c-${code}`,
    code,
    placementIndependentCode: pic ?? code.split("-")[0] ?? code,
    name: code,
    packageId: "p1",
    tags,
    options: [],
    unavailable,
    images: {},
    model: null,
  };
}

function placement(spec: PlacementSpec): BlueprintPlacement {
  return {
    componentPlacementId: `p-${spec.code}`,
    code: spec.code,
    name: spec.code,
    usage: "Standard",
    hidden: false,
    locked: false,
    optional: spec.optional ?? false,
    synchronizationKey: "",
    quantityMultiplier: null,
    customAttributes: [],
    fields: spec.fields ?? [],
    components: spec.components.map(component),
  };
}

let ruleNumber = 0;

/** A rule; its description defaults to 'rule {n}'. */
export function rule(type: RuleType, parts: Partial<Omit<BlueprintRule, "type">> = {}): BlueprintRule {
  ruleNumber += 1;
  return {
    id: parts.id ?? `r${ruleNumber}`,
    type,
    description: parts.description ?? `rule ${ruleNumber}`,
    source: parts.source ?? [],
    target: parts.target ?? [],
    except: parts.except ?? [],
    fromStyleCode: parts.fromStyleCode ?? STYLE_CODE,
    ...(parts.code === undefined ? {} : { code: parts.code }),
  };
}

/** A coded rule with a description. */
export function coded(description: string, code: string): BlueprintRule {
  return rule("Coded", { description, code });
}

export function blueprintOf(
  placements: PlacementSpec[],
  rules: BlueprintRule[],
  settings: Partial<Blueprint["settings"]> = {},
): Blueprint {
  return {
    product: {
      productId: "product",
      name: "Sneaker",
      styleCode: STYLE_CODE,
      productType: "Standard",
      productStatus: "Production",
      customAttributes: [],
      unavailable: null,
    },
    version: { versionId: "version", code: 1, name: "One", active: true, customAttributes: [] },
    production: true,
    site: "",
    locale: "",
    date: "2026-01-01T00:00:00.000Z",
    compiled: "2026-01-01T00:00:00.000Z",
    assetsRevision: 0,
    images: {
      imageRootUrl: "",
      imageCacheId: "",
      imageNameFormat: [],
      imageHighlightedSuffix: "",
      imageSelectedSuffix: "",
      imageMapping: [],
    },
    priceJson: [],
    packages: [],
    groups: [
      { componentGroupId: "g", name: "All", code: "ALL", customAttributes: [], placements: placements.map(placement) },
    ],
    views: [],
    rules,
    settings: { noSiblingRules: false, combineOnlyWhen: false, ...settings },
    initialConfigurations: [],
  };
}

/** Prepares and evaluates in one call, parsing the input as the evaluate call does. */
export function evaluateOnce(blueprint: Blueprint, input: EvaluateInput = {}): EngineState {
  return prepareRuleEngine(blueprint).evaluate(EvaluateInputSchema.parse(input));
}

export function placementOf(state: EngineState, code: string): PlacementState {
  const found = state.placements.find((placement) => placement.code === code);
  if (!found) throw new Error(`no placement ${code} in the state`);
  return found;
}

/** The codes blocked in a placement. */
export function blockedIn(state: EngineState, code: string): string[] {
  return placementOf(state, code).blocked.map((blocked) => blocked.code);
}
