import type { RuleReference } from "../../customer/evaluation.schema";
import type { RuleEffect } from "../syntax-tree";
import { type CatalogueIndex, placementNumber, range } from "./catalogue-index";
import { placementCode } from "./conditions";
import { matchName } from "./name-matcher";
import type { EvaluationContext, Pass } from "./pass";
import { valueKey } from "./values";

/** An effect ready to write into a round's pass. */
export type Effect = (context: EvaluationContext, pass: Pass) => void;

const nothing: Effect = () => {};

/** Compiles a coded effect once, resolving its names; one naming nothing does nothing. */
export function compileEffect(index: CatalogueIndex, effect: RuleEffect, rule: RuleReference): Effect {
  switch (effect.kind) {
    case "block": {
      const { components } = matchName(index, effect.tag.text, effect.placement?.text ?? null);
      return (_, pass) => pass.block(components, rule);
    }
    case "blockAll": {
      const placement = index.placements[placementNumber(index, effect.placement.text)];
      if (!placement) return nothing;
      const components = range(placement.first, placement.end);
      return (_, pass) => pass.block(components, rule);
    }
    case "allow": {
      const { components } = matchName(index, effect.tag.text, effect.placement?.text ?? null);
      return (_, pass) => pass.mark(pass.allowed, components);
    }
    case "select":
    case "selectByTag": {
      const placement = placementNumber(index, effect.placement.text);
      const name = effect.kind === "select" ? effect.component.text : effect.tag.text;
      if (placement < 0) return nothing;
      const exact = effect.kind === "select" ? index.placements[placement]?.byCode.get(name) : undefined;
      const components = exact === undefined ? matchName(index, name, effect.placement.text).components : [exact];
      if (components.length === 0) return nothing;
      const forced = { placement, candidates: components, tag: effect.kind === "select" ? null : name, name, rule };
      return (_, pass) => {
        pass.forced.push(forced);
      };
    }
    case "requireString":
    case "requireNumber": {
      const placement = placementNumber(index, effect.placement.text);
      if (placement < 0) return nothing;
      const required = {
        placement,
        attribute: effect.attribute.text,
        kind: effect.kind === "requireString" ? ("string" as const) : ("number" as const),
        rule,
      };
      return (_, pass) => {
        pass.required.push(required);
      };
    }
    case "set": {
      const key = valueKey(effect.attribute.text, placementCode(index, effect.placement.text));
      const set = { value: effect.value.text, rule };
      return (_, pass) => {
        pass.sets.set(key, set);
      };
    }
    case "updateBlueprint": {
      const update = { path: effect.path.text, value: effect.value.text, rule };
      return (_, pass) => {
        pass.updates.push(update);
      };
    }
    case "action": {
      const action = { event: effect.event.text, parameters: effect.parameters.map((value) => value.text), rule };
      return (_, pass) => {
        pass.actions.push(action);
      };
    }
  }
}
