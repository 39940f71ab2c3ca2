/** Test support for the coded-rule language: fast-check arbitraries and tree comparison. */
import fc from "fast-check";
import { CALL_SHAPES, type CallArguments, type CallKeyword, callNode } from "./grammar";
import { CONDITION_KEYWORDS, EFFECT_KEYWORDS, STRUCTURE_KEYWORDS } from "./keywords";
import type {
  InnerCondition,
  NamedCondition,
  RuleBranch,
  RuleComment,
  RuleCondition,
  RuleEffect,
  RuleProgram,
  RuleStatement,
  RuleValue,
} from "./syntax-tree";

const at = { from: 0, to: 0 };

/** A copy of a tree without `from`/`to`, for comparing trees parsed from different texts. */
export function withoutPositions(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutPositions);
  if (node === null || typeof node !== "object") return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key]) => key !== "from" && key !== "to")
      .map(([key, value]) => [key, withoutPositions(value)]),
  );
}

const KEYWORDS = [...CONDITION_KEYWORDS, ...EFFECT_KEYWORDS, ...STRUCTURE_KEYWORDS];

/** Keywords in any letter case. */
const keywordSpelling = fc
  .tuple(fc.constantFrom(...KEYWORDS), fc.array(fc.boolean(), { minLength: 15, maxLength: 15 }))
  .map(([keyword, lower]) =>
    [...keyword].map((letter, index) => (lower[index] ? letter.toLowerCase() : letter)).join(""),
  );

const bareWord = fc.stringMatching(/^[A-Za-z0-9_\-/.$,é]{1,12}$/);

/** Any text a value may hold: words, keywords (printed quoted), and arbitrary Unicode. */
export const valueText = fc.oneof(
  { weight: 4, arbitrary: bareWord },
  { weight: 1, arbitrary: keywordSpelling },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 12 }) },
  { weight: 1, arbitrary: fc.constantFrom("", " ", '"', "\\", "a\nb", "\r\t", "#x", "(", "a b") },
);

/**
 * Valid trees (positions all 0) covering every condition and effect, with values drawn from `texts`
 * (the rule engine draws them from a small blueprint's codes and tags).
 */
export function ruleProgramOf(texts: fc.Arbitrary<string>): fc.Arbitrary<RuleProgram> {
  const value: fc.Arbitrary<RuleValue> = texts.map((text) => ({ text, ...at }));

  function call<Node>(keyword: CallKeyword): fc.Arbitrary<Node> {
    const shape = CALL_SHAPES[keyword];
    const slots = shape.slots.map((slot) => (slot.optional ? fc.option(value) : value));
    const rest = shape.rest ? fc.array(value, { maxLength: 4 }) : fc.constant<RuleValue[]>([]);
    return fc.tuple(fc.tuple(...slots), rest).map(([values, restValues]) => {
      const args: CallArguments = Object.fromEntries(
        shape.slots.map((slot, index) => [slot.field, values[index] ?? null]),
      );
      if (shape.rest) args[shape.rest.field] = restValues;
      return callNode(shape, 0, 0, args) as Node;
    });
  }

  const namedCondition = fc.oneof(...CONDITION_KEYWORDS.map((keyword) => call<NamedCondition>(keyword)));
  const effect = fc.oneof(...EFFECT_KEYWORDS.map((keyword) => call<RuleEffect>(keyword)));
  const effects = fc.array(effect, { minLength: 1, maxLength: 4 });

  const innerCondition: fc.Arbitrary<InnerCondition> = fc
    .tuple(fc.nat({ max: 3 }), namedCondition)
    .map(([nots, named]) => {
      let condition: InnerCondition = named;
      for (let index = 0; index < nots; index += 1) condition = { kind: "not", condition, ...at };
      return condition;
    });

  const condition: fc.Arbitrary<RuleCondition> = fc.oneof(
    innerCondition,
    fc
      .tuple(fc.constantFrom("any" as const, "all" as const), fc.array(innerCondition, { minLength: 1, maxLength: 4 }))
      .map(([kind, conditions]) => ({ kind, conditions, ...at })),
  );

  const branch: fc.Arbitrary<RuleBranch> = fc
    .tuple(condition, effects)
    .map(([branchCondition, branchEffects]) => ({ condition: branchCondition, effects: branchEffects, ...at }));

  const statement: fc.Arbitrary<RuleStatement> = fc
    .tuple(
      fc.array(comment, { maxLength: 2 }),
      fc.array(branch, { minLength: 1, maxLength: 3 }),
      fc.option(effects.map((elseEffects) => ({ effects: elseEffects, ...at }))),
    )
    .map(([comments, branches, otherwise]) => ({ kind: "if", comments, branches, otherwise, ...at }));

  return fc
    .tuple(fc.array(statement, { maxLength: 4 }), fc.array(comment, { maxLength: 2 }))
    .map(([statements, trailingComments]) => ({ statements, trailingComments, ...at }));
}

const comment: fc.Arbitrary<RuleComment> = fc
  .string({ unit: "binary", maxLength: 20 })
  .map((text) => ({ text: text.replace(/[\r\n]/g, " ").trimEnd(), ...at }));

/** Valid trees (positions all 0) covering every condition and effect. */
export const ruleProgram: fc.Arbitrary<RuleProgram> = ruleProgramOf(valueText);

/** Token soup made of the language's own tokens, separated by blanks, line breaks or nothing. */
export const tokenSoup = fc
  .array(
    fc.tuple(
      fc.oneof(keywordSpelling, bareWord, fc.constantFrom("(", ")", '"x"', '"a\\q"', '"open', "#c", "@", "\\")),
      fc.constantFrom(" ", "\n", "", "\r\n", "\t"),
    ),
    { maxLength: 60 },
  )
  .map((parts) => parts.map(([token, separator]) => token + separator).join(""));
