import type { ConditionKeyword, EffectKeyword } from "./keywords";
import { RULE_ARGUMENT_NAMES as NAMES, type RuleArgumentName } from "./messages";
import type { NamedCondition, RuleEffect, RuleValue } from "./syntax-tree";

/** A node written as NAME or NAME(arguments): a named condition or an effect. */
export type CallNode = NamedCondition | RuleEffect;
export type CallKeyword = ConditionKeyword | EffectKeyword;

/** One argument: the node field it fills, its name in messages, the keyword written before it. */
export interface ArgumentSlot {
  field: string;
  name: RuleArgumentName;
  keyword?: "IN" | "OF" | "TO";
  /** Only the last slot may be optional; it is left out together with its keyword. */
  optional?: boolean;
}

export interface CallShape {
  keyword: CallKeyword;
  kind: CallNode["kind"];
  /** No slots: the name stands alone, without parentheses. */
  slots: readonly ArgumentSlot[];
  /** Any number of further values after the slots, separated by blanks (ACTION parameters). */
  rest?: ArgumentSlot;
}

const tag: ArgumentSlot = { field: "tag", name: NAMES.tag };
const component: ArgumentSlot = { field: "component", name: NAMES.component };
const attribute: ArgumentSlot = { field: "attribute", name: NAMES.attribute };
const inPlacement: ArgumentSlot = { field: "placement", name: NAMES.placementName, keyword: "IN" };
const ofPlacement: ArgumentSlot = { field: "placement", name: NAMES.placementName, keyword: "OF" };
const optionalInPlacement: ArgumentSlot = { ...inPlacement, optional: true };
const placementCode: ArgumentSlot = { field: "placement", name: NAMES.placementCode };

/** How each condition and effect is written, by its keyword. */
export const CALL_SHAPES: Readonly<Record<CallKeyword, CallShape>> = {
  TAGGED: { keyword: "TAGGED", kind: "tagged", slots: [tag, optionalInPlacement] },
  COMPONENT: { keyword: "COMPONENT", kind: "component", slots: [component, inPlacement] },
  HASVALUE: { keyword: "HASVALUE", kind: "hasValue", slots: [attribute, ofPlacement] },
  ISLOCALE: { keyword: "ISLOCALE", kind: "isLocale", slots: [{ field: "locale", name: NAMES.locale }] },
  ISSITE: { keyword: "ISSITE", kind: "isSite", slots: [{ field: "site", name: NAMES.site }] },
  ALWAYS: { keyword: "ALWAYS", kind: "always", slots: [] },
  INITIAL: { keyword: "INITIAL", kind: "initial", slots: [] },
  CHANGED: { keyword: "CHANGED", kind: "changed", slots: [placementCode] },
  BLOCK: { keyword: "BLOCK", kind: "block", slots: [tag, optionalInPlacement] },
  BLOCKALL: { keyword: "BLOCKALL", kind: "blockAll", slots: [placementCode] },
  ALLOW: { keyword: "ALLOW", kind: "allow", slots: [tag, optionalInPlacement] },
  SELECT: { keyword: "SELECT", kind: "select", slots: [component, inPlacement] },
  SELECTBYTAG: { keyword: "SELECTBYTAG", kind: "selectByTag", slots: [tag, inPlacement] },
  REQUIRESTRING: { keyword: "REQUIRESTRING", kind: "requireString", slots: [attribute, ofPlacement] },
  REQUIRENUMBER: { keyword: "REQUIRENUMBER", kind: "requireNumber", slots: [attribute, ofPlacement] },
  SET: {
    keyword: "SET",
    kind: "set",
    slots: [{ field: "value", name: NAMES.value }, { ...attribute, keyword: "TO" }, ofPlacement],
  },
  UPDATEBLUEPRINT: {
    keyword: "UPDATEBLUEPRINT",
    kind: "updateBlueprint",
    slots: [
      { field: "value", name: NAMES.value },
      { field: "path", name: NAMES.attributePath, keyword: "OF" },
    ],
  },
  ACTION: {
    keyword: "ACTION",
    kind: "action",
    slots: [{ field: "event", name: NAMES.event }],
    rest: { field: "parameters", name: NAMES.parameter },
  },
};

const BY_KIND = Object.fromEntries(Object.values(CALL_SHAPES).map((shape) => [shape.kind, shape])) as Readonly<
  Record<CallNode["kind"], CallShape>
>;

export function shapeOfNode(node: CallNode): CallShape {
  return BY_KIND[node.kind];
}

export type CallArguments = Record<string, RuleValue | RuleValue[] | null>;

/** Builds the node of a shape from its arguments, keyed by slot field. */
export function callNode(shape: CallShape, from: number, to: number, args: CallArguments): CallNode {
  return { kind: shape.kind, from, to, ...args } as CallNode;
}

/** The arguments of a node, keyed by slot field. */
export function callArguments(node: CallNode): CallArguments {
  return node as unknown as CallArguments;
}
