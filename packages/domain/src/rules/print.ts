import { isBareWord } from "./characters";
import { type CallNode, callArguments, shapeOfNode } from "./grammar";
import type {
  InnerCondition,
  ListCondition,
  RuleComment,
  RuleCondition,
  RuleEffect,
  RuleProgram,
  RuleStatement,
  RuleValue,
} from "./syntax-tree";

const INDENT = "    ";
const ESCAPES: Readonly<Record<string, string>> = { '"': '\\"', "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t" };

/**
 * Writes a tree as canonical source: upper-case keywords, 4-space indentation, one effect per
 * line, a blank line between statements, values quoted only when they must be. Comments come
 * out on their own lines above the statement they were written before or inside.
 */
export function printRule(tree: RuleProgram): string {
  const blocks = tree.statements.map(printStatement);
  if (tree.trailingComments.length > 0) blocks.push(tree.trailingComments.map(printComment).join("\n"));
  return blocks.length > 0 ? `${blocks.join("\n\n")}\n` : "";
}

function printStatement(statement: RuleStatement): string {
  const lines = statement.comments.map(printComment);
  for (const [index, branch] of statement.branches.entries()) {
    lines.push(...printBranchHead(index === 0 ? "IF" : "ELSEIF", branch.condition), ...printEffects(branch.effects));
  }
  if (statement.otherwise) lines.push("ELSE", ...printEffects(statement.otherwise.effects));
  lines.push("END");
  return lines.join("\n");
}

function printBranchHead(keyword: string, condition: RuleCondition): string[] {
  if (isList(condition)) {
    const list = condition.conditions.map((inner) => INDENT + printInnerCondition(inner));
    return [`${keyword} ${condition.kind.toUpperCase()} OF`, ...list, "THEN"];
  }
  return [`${keyword} ${printInnerCondition(condition)} THEN`];
}

function isList(condition: RuleCondition): condition is ListCondition {
  return condition.kind === "any" || condition.kind === "all";
}

function printEffects(effects: RuleEffect[]): string[] {
  return effects.map((effect) => INDENT + printCall(effect));
}

function printInnerCondition(condition: InnerCondition): string {
  let prefix = "";
  let named = condition;
  while (named.kind === "not") {
    prefix += "NOT ";
    named = named.condition;
  }
  return prefix + printCall(named);
}

function printCall(node: CallNode): string {
  const shape = shapeOfNode(node);
  if (shape.slots.length === 0) return shape.keyword;
  const args = callArguments(node);
  const parts: string[] = [];
  for (const slot of shape.slots) {
    const value = args[slot.field];
    if (!value || Array.isArray(value)) continue;
    if (slot.keyword) parts.push(slot.keyword);
    parts.push(printValue(value));
  }
  const rest = shape.rest ? args[shape.rest.field] : null;
  if (Array.isArray(rest)) parts.push(...rest.map(printValue));
  return `${shape.keyword}(${parts.join(" ")})`;
}

function printValue(value: RuleValue): string {
  if (isBareWord(value.text)) return value.text;
  return `"${value.text.replace(/["\\\n\r\t]/g, (character) => ESCAPES[character] ?? character)}"`;
}

function printComment(comment: RuleComment): string {
  return `#${comment.text}`;
}
