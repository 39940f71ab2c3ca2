/**
 * The syntax tree of a coded rule. Every node carries its stretch of the source: `from` and `to`
 * are offsets in UTF-16 code units (as the code editor counts them), `to` exclusive.
 */
export interface RuleSpan {
  from: number;
  to: number;
}

/** A name or value written as a word or a quoted string; `text` is the unquoted, unescaped text. */
export interface RuleValue extends RuleSpan {
  text: string;
}

/** A '#' comment; `text` is what follows '#' up to the line end, trailing blanks removed. */
export interface RuleComment extends RuleSpan {
  text: string;
}

export interface TaggedCondition extends RuleSpan {
  kind: "tagged";
  tag: RuleValue;
  placement: RuleValue | null;
}
export interface ComponentCondition extends RuleSpan {
  kind: "component";
  component: RuleValue;
  placement: RuleValue;
}
export interface HasValueCondition extends RuleSpan {
  kind: "hasValue";
  attribute: RuleValue;
  placement: RuleValue;
}
export interface IsLocaleCondition extends RuleSpan {
  kind: "isLocale";
  locale: RuleValue;
}
export interface IsSiteCondition extends RuleSpan {
  kind: "isSite";
  site: RuleValue;
}
export interface AlwaysCondition extends RuleSpan {
  kind: "always";
}
export interface InitialCondition extends RuleSpan {
  kind: "initial";
}
export interface ChangedCondition extends RuleSpan {
  kind: "changed";
  placement: RuleValue;
}

/** A condition written by its own name (TAGGED, COMPONENT, ...). */
export type NamedCondition =
  | TaggedCondition
  | ComponentCondition
  | HasValueCondition
  | IsLocaleCondition
  | IsSiteCondition
  | AlwaysCondition
  | InitialCondition
  | ChangedCondition;

export interface NotCondition extends RuleSpan {
  kind: "not";
  condition: InnerCondition;
}

/** A condition that may stand anywhere: a named one, or NOT before one. */
export type InnerCondition = NamedCondition | NotCondition;

/** ANY OF / ALL OF a list (at least one) of conditions; only directly after IF or ELSEIF. */
export interface ListCondition extends RuleSpan {
  kind: "any" | "all";
  conditions: InnerCondition[];
}

/** The condition of an IF or ELSEIF branch. */
export type RuleCondition = InnerCondition | ListCondition;

export interface BlockEffect extends RuleSpan {
  kind: "block";
  tag: RuleValue;
  placement: RuleValue | null;
}
export interface BlockAllEffect extends RuleSpan {
  kind: "blockAll";
  placement: RuleValue;
}
export interface AllowEffect extends RuleSpan {
  kind: "allow";
  tag: RuleValue;
  placement: RuleValue | null;
}
export interface SelectEffect extends RuleSpan {
  kind: "select";
  component: RuleValue;
  placement: RuleValue;
}
export interface SelectByTagEffect extends RuleSpan {
  kind: "selectByTag";
  tag: RuleValue;
  placement: RuleValue;
}
export interface RequireStringEffect extends RuleSpan {
  kind: "requireString";
  attribute: RuleValue;
  placement: RuleValue;
}
export interface RequireNumberEffect extends RuleSpan {
  kind: "requireNumber";
  attribute: RuleValue;
  placement: RuleValue;
}
export interface SetEffect extends RuleSpan {
  kind: "set";
  value: RuleValue;
  attribute: RuleValue;
  placement: RuleValue;
}
export interface UpdateBlueprintEffect extends RuleSpan {
  kind: "updateBlueprint";
  value: RuleValue;
  path: RuleValue;
}
export interface ActionEffect extends RuleSpan {
  kind: "action";
  event: RuleValue;
  parameters: RuleValue[];
}

export type RuleEffect =
  | BlockEffect
  | BlockAllEffect
  | AllowEffect
  | SelectEffect
  | SelectByTagEffect
  | RequireStringEffect
  | RequireNumberEffect
  | SetEffect
  | UpdateBlueprintEffect
  | ActionEffect;

/** IF or ELSEIF with its condition and effects (at least one); spans the keyword to the last effect. */
export interface RuleBranch extends RuleSpan {
  condition: RuleCondition;
  effects: RuleEffect[];
}

/** ELSE with its effects (at least one). */
export interface RuleElse extends RuleSpan {
  effects: RuleEffect[];
}

/** IF ... [ELSEIF ...]* [ELSE ...] END. The first branch is the IF branch. */
export interface RuleStatement extends RuleSpan {
  kind: "if";
  /** Comments written before this statement (after the previous one) or inside it. */
  comments: RuleComment[];
  branches: RuleBranch[];
  otherwise: RuleElse | null;
}

/**
 * A whole coded rule. When the source has syntax errors, `statements` holds only the statements
 * that parsed without any.
 */
export interface RuleProgram extends RuleSpan {
  statements: RuleStatement[];
  /** Comments after the last statement. */
  trailingComments: RuleComment[];
}
