import { EditorSelection, EditorState, type Transaction } from "@codemirror/state";
import { describe, expect, it } from "vitest";
import { codedRuleIndentation, insertSpacesToTabStop } from "./coded-rule-keys";

function pressTab(doc: string, selection: EditorSelection, readOnly = false): EditorState | null {
  const state = EditorState.create({
    doc,
    selection,
    extensions: [codedRuleIndentation, EditorState.readOnly.of(readOnly)],
  });
  let next: Transaction | null = null;
  const handled = insertSpacesToTabStop({ state, dispatch: (transaction) => (next = transaction) });
  return handled && next !== null ? (next as Transaction).state : null;
}

describe("Tab in the coded-rule editor", () => {
  it("inserts four spaces at the start of a line and moves the cursor after them", () => {
    const state = pressTab("BLOCK(x)", EditorSelection.single(0));
    expect(state?.doc.toString()).toBe("    BLOCK(x)");
    expect(state?.selection.main.head).toBe(4);
  });

  it("inserts spaces up to the next tab stop inside a line, counting tabs as four columns", () => {
    expect(pressTab("IF x", EditorSelection.single(2))?.doc.toString()).toBe("IF   x");
    expect(pressTab("\tab", EditorSelection.single(2))?.doc.toString()).toBe("\ta   b");
  });

  it("indents every selected line by four spaces", () => {
    const state = pressTab("IF ALWAYS THEN\nALLOW(a)\nEND", EditorSelection.single(15, 23));
    expect(state?.doc.toString()).toBe("IF ALWAYS THEN\n    ALLOW(a)\nEND");
  });

  it("changes nothing in a read-only editor", () => {
    expect(pressTab("END", EditorSelection.single(0), true)).toBeNull();
  });
});
