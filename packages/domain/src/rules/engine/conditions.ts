import type { InnerCondition, NamedCondition, RuleCondition, RuleProgram } from "../syntax-tree";
import { type CatalogueIndex, placementNumber } from "./catalogue-index";
import { innerConditions, unwrapNots } from "./condition-shapes";
import { isSelected, matchName } from "./name-matcher";
import type { EvaluationContext } from "./pass";
import { hasValue, valueKey } from "./values";

/** A condition ready to test against a round's context. */
export type Test = (context: EvaluationContext) => boolean;

const always: Test = () => true;

/** Compiles a coded condition once, resolving its names against the blueprint. */
export function compileCondition(index: CatalogueIndex, condition: RuleCondition): Test {
  switch (condition.kind) {
    // Loops rather than some/every: a callback reading `context` would be a new closure per test.
    case "any": {
      const tests = condition.conditions.map((inner) => compileInner(index, inner));
      return (context) => {
        for (const test of tests) if (test(context)) return true;
        return false;
      };
    }
    case "all": {
      const tests = condition.conditions.map((inner) => compileInner(index, inner));
      return (context) => {
        for (const test of tests) if (!test(context)) return false;
        return true;
      };
    }
    default:
      return compileInner(index, condition);
  }
}

function compileInner(index: CatalogueIndex, condition: InnerCondition): Test {
  const { named, negated } = unwrapNots(condition);
  const test = compileNamed(index, named);
  return negated ? (context) => !test(context) : test;
}

function compileNamed(index: CatalogueIndex, condition: NamedCondition): Test {
  switch (condition.kind) {
    case "tagged": {
      const matcher = matchName(index, condition.tag.text, condition.placement?.text ?? null);
      return (context) => isSelected(matcher, context.selections);
    }
    case "component": {
      const matcher = matchName(index, condition.component.text, condition.placement.text);
      return (context) => isSelected(matcher, context.selections);
    }
    case "hasValue": {
      const key = valueKey(condition.attribute.text, placementCode(index, condition.placement.text));
      return (context) => hasValue(context.values.get(key));
    }
    case "isLocale": {
      const wanted = localeKey(condition.locale.text);
      return (context) => sameLocale(wanted, localeKey(context.locale));
    }
    case "isSite": {
      const wanted = condition.site.text.toLowerCase();
      return (context) => context.site.toLowerCase() === wanted;
    }
    case "always":
      return always;
    case "initial":
      return (context) => context.initial;
    case "changed": {
      const code = placementCode(index, condition.placement.text);
      return (context) => context.changed === code;
    }
  }
}

/** The code of the placement a rule names by code or name; the text itself when it names none. */
export function placementCode(index: CatalogueIndex, text: string): string {
  return index.placements[placementNumber(index, text)]?.placement.code ?? text;
}

function localeKey(locale: string): string {
  return locale.trim().toLowerCase().replace(/_/g, "-");
}

/** 'en-GB' is 'en-gb'; a bare language ('en') also matches each of its regions. */
function sameLocale(wanted: string, actual: string): boolean {
  if (wanted === "" || actual === "") return wanted === actual;
  return wanted === actual || (!wanted.includes("-") && actual.startsWith(`${wanted}-`));
}

/** The value keys a coded rule's HASVALUE conditions read: only SETs of these can change what rules decide. */
export function valuesRead(index: CatalogueIndex, program: RuleProgram, into: Set<string>): void {
  for (const statement of program.statements) {
    for (const { condition } of statement.branches) {
      for (const each of innerConditions(condition)) {
        const { named } = unwrapNots(each);
        if (named.kind === "hasValue")
          into.add(valueKey(named.attribute.text, placementCode(index, named.placement.text)));
      }
    }
  }
}
