import { BATCH_MESSAGES } from "../batch-file.schema";
import type { BatchEditCommand, BatchEditScope, BatchEditTarget } from "./batch-edit-command.schema";
import { BATCH_EDIT_PROBLEMS, BATCH_EDIT_PROMPT_MAX } from "./batch-edit-problems";
import {
  DETERMINERS,
  type Draft,
  HEAD_SKIP,
  isKindStart,
  type Kind,
  type Op,
  Reader,
  readValue,
  TARGET_PREPOSITIONS,
} from "./batch-edit-reader";
import { splitInstructions, type Token, tokenize } from "./batch-edit-tokens";
import { readTail } from "./read-batch-edit-tail";

export { BATCH_EDIT_PROMPT_MAX } from "./batch-edit-problems";

/**
 * The batch edit prompt parser (issue 18 point 2): plain-English instructions to typed edit commands,
 * by a small grammar of our own (no model, no library). Deterministic, and never throws: anything it
 * cannot read is answered as a problem naming the words it did not understand.
 *
 * Decisions: 'archive' means deactivate (the tag 'archive' is written 'tagged archive' or 'add the tag
 * archive'); codes and tags are compared without case when applied; an instruction without options or
 * products targets both lists; tag and attribute edits take no site or date.
 */
export type ReadBatchEdit = { commands: BatchEditCommand[] } | { problem: string; unknownWords: string[] };

function readVerb(r: Reader, draft: { op?: Op; unknown: string[] }): Op | undefined {
  r.skip(new Set(["please", "now", "also", "can", "could", "you", "kindly"]));
  const verb = r.word();
  const t = r.take();
  switch (verb) {
    case "add":
    case "put":
    case "attach":
    case "apply":
    case "tag":
      return "tag";
    case "untag":
    case "remove":
    case "drop":
    case "delete":
    case "strip":
      return "untag";
    case "activate":
    case "enable":
    case "reactivate":
    case "unarchive":
      return "activate";
    case "deactivate":
    case "disable":
    case "archive":
      return "deactivate";
    case "turn":
    case "switch":
      if (r.accept("on")) return "activate";
      if (r.accept("off")) return "deactivate";
      draft.unknown.push(t?.text ?? verb);
      return undefined;
    case "set":
    case "change":
      return "setAttribute";
    default:
      if (t !== undefined) draft.unknown.push(t.text);
      return undefined;
  }
}

/** The tags after add/remove, or the attribute of set/remove attribute. */
function readHead(r: Reader, draft: Draft, verb: string) {
  if (draft.op === "setAttribute") {
    r.skip(new Set(["the", "a", "an", "custom"]));
    r.accept("attribute", "attr");
    const name = readValue(r);
    if (name === undefined) return;
    draft.attributeName = name;
    r.accept("attribute", "attr");
    r.accept("value");
    if (r.accept("to", "=", "as", "equal") || r.word() === "") {
      r.accept("to");
      draft.attributeValue = readValue(r);
    }
    return;
  }
  if (draft.op !== "tag" && draft.op !== "untag") return;
  // 'tag options ... with summer', 'untag options ... from summer'?: the target first, the tags later.
  if ((verb === "tag" || verb === "untag") && (DETERMINERS.has(r.word()) || isKindStart(r)) && r.word() !== "the")
    return;
  while (!r.done()) {
    const t = r.peek() as Token;
    if (!t.quoted) {
      const w = t.lower;
      if (w === "custom") {
        r.take();
        continue;
      }
      if (w === "attribute" || w === "attributes" || w === "attr") {
        r.take();
        if (draft.values.length > 0) {
          // 'remove the color attribute'.
          draft.attributeName = draft.values.pop();
          draft.values = [];
        } else {
          draft.attributeName = readValue(r);
        }
        if (draft.op === "untag") draft.op = "removeAttribute";
        else {
          draft.op = "setAttribute";
          r.accept("value", "=", "with");
          r.accept("value");
          r.accept("of", "to", "=", "as");
          draft.attributeValue = readValue(r);
        }
        return;
      }
      if (HEAD_SKIP.has(w)) {
        r.take();
        continue;
      }
      if (TARGET_PREPOSITIONS.has(w) || DETERMINERS.has(w) || isKindStart(r)) return;
    }
    draft.values.push(t.text);
    r.take();
  }
}

function readInstruction(
  tokens: Token[],
  previous: BatchEditTarget | undefined,
): { commands: BatchEditCommand[]; problem?: string; unknown: string[] } {
  const r = new Reader(tokens);
  const start: { unknown: string[] } = { unknown: [] };
  const verbWord = r.word(0);
  const op = readVerb(r, start);
  if (op === undefined) {
    return { commands: [], problem: BATCH_EDIT_PROBLEMS.noVerb, unknown: start.unknown };
  }
  const draft: Draft = {
    op,
    values: [],
    kinds: new Set(),
    where: [],
    sites: [],
    global: false,
    unknown: [],
  };
  readHead(r, draft, verbWord);
  readTail(r, draft);
  if (draft.unknown.length > 0)
    return { commands: [], problem: BATCH_EDIT_PROBLEMS.unknownWords(draft.unknown), unknown: draft.unknown };
  if (draft.problem !== undefined) return { commands: [], problem: draft.problem, unknown: [] };
  const kinds = [...draft.kinds];
  const kind: Kind = kinds.length === 1 ? (kinds[0] as Kind) : "both";
  let target: BatchEditTarget = { kind, where: draft.where };
  if (draft.pronoun && draft.kinds.size === 0 && draft.where.length === 0) {
    if (previous === undefined) return { commands: [], problem: BATCH_EDIT_PROBLEMS.noPrevious, unknown: [] };
    target = previous;
  }
  const hasScope = draft.sites.length > 0 || draft.global || draft.activeFrom !== undefined;
  switch (draft.op) {
    case "tag":
    case "untag": {
      const tags = [...new Set(draft.values)];
      if (tags.length === 0) return { commands: [], problem: BATCH_EDIT_PROBLEMS.noTag, unknown: [] };
      if (hasScope) return { commands: [], problem: BATCH_EDIT_PROBLEMS.scopeNotForTags, unknown: [] };
      const commandOp = draft.op === "tag" ? "addTag" : "removeTag";
      return { commands: tags.map((tag) => ({ op: commandOp, tag, target })), unknown: [] };
    }
    case "setAttribute":
    case "removeAttribute": {
      const name = draft.attributeName;
      if (name === undefined || name === "")
        return { commands: [], problem: BATCH_EDIT_PROBLEMS.noAttribute, unknown: [] };
      if (hasScope) return { commands: [], problem: BATCH_EDIT_PROBLEMS.scopeNotForTags, unknown: [] };
      if (draft.op === "removeAttribute") return { commands: [{ op: "removeAttribute", name, target }], unknown: [] };
      if (draft.attributeValue === undefined)
        return { commands: [], problem: BATCH_EDIT_PROBLEMS.noValue(name), unknown: [] };
      return { commands: [{ op: "setAttribute", name, value: draft.attributeValue, target }], unknown: [] };
    }
    case "activate":
    case "deactivate": {
      const sites = [...new Set(draft.sites)];
      if (sites.length > 1 || (sites.length === 1 && draft.global))
        return { commands: [], problem: BATCH_EDIT_PROBLEMS.twoSites, unknown: [] };
      const scope: BatchEditScope = sites[0] === undefined ? { kind: "global" } : { kind: "site", site: sites[0] };
      const command: BatchEditCommand = {
        op: draft.op,
        scope,
        ...(draft.activeFrom === undefined ? {} : { activeFrom: draft.activeFrom }),
        target,
      };
      return { commands: [command], unknown: [] };
    }
  }
}

/** Reads a prompt of one or more instructions into edit commands, or answers what it could not read. */
export function readBatchEdit(prompt: string): ReadBatchEdit {
  try {
    if (typeof prompt !== "string" || prompt.trim() === "")
      return { problem: BATCH_MESSAGES.needsBatchAndPrompt, unknownWords: [] };
    if (prompt.length > BATCH_EDIT_PROMPT_MAX) return { problem: BATCH_EDIT_PROBLEMS.tooLong, unknownWords: [] };
    const instructions = splitInstructions(tokenize(prompt));
    if (instructions.length === 0) return { problem: BATCH_MESSAGES.needsBatchAndPrompt, unknownWords: [] };
    const commands: BatchEditCommand[] = [];
    let problem: string | undefined;
    const unknownWords: string[] = [];
    for (const instruction of instructions) {
      const read = readInstruction(instruction, commands.at(-1)?.target);
      if (read.problem !== undefined) {
        problem ??= read.problem;
        unknownWords.push(...read.unknown);
      }
      commands.push(...read.commands);
    }
    if (unknownWords.length > 0) return { problem: BATCH_EDIT_PROBLEMS.unknownWords(unknownWords), unknownWords };
    if (problem !== undefined) return { problem, unknownWords };
    return { commands };
  } catch {
    return { problem: BATCH_EDIT_PROBLEMS.noVerb, unknownWords: [] };
  }
}
