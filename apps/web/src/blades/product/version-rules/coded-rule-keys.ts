import { indentLess, indentMore } from "@codemirror/commands";
import { indentUnit } from "@codemirror/language";
import { countColumn, EditorSelection, EditorState, type StateCommand } from "@codemirror/state";
import type { KeyBinding } from "@codemirror/view";

/** The spec's tab size for coded rules (spec part 1 section 2.8). */
export const CODED_RULE_TAB_SIZE = 4;

/** Tabs are 4 columns wide and one level of indentation is 4 spaces. */
export const codedRuleIndentation = [
  EditorState.tabSize.of(CODED_RULE_TAB_SIZE),
  indentUnit.of(" ".repeat(CODED_RULE_TAB_SIZE)),
];

/**
 * Tab inserts spaces up to the next tab stop at each cursor (4 at the start of a line); with text
 * selected it indents the selected lines instead. The editor never types a tab character.
 */
export const insertSpacesToTabStop: StateCommand = ({ state, dispatch }) => {
  if (state.readOnly) return false;
  if (state.selection.ranges.some((range) => !range.empty)) return indentMore({ state, dispatch });
  const size = state.tabSize;
  const change = state.changeByRange((range) => {
    const line = state.doc.lineAt(range.head);
    const column = countColumn(line.text.slice(0, range.head - line.from), size);
    const spaces = " ".repeat(size - (column % size));
    return {
      changes: { from: range.head, insert: spaces },
      range: EditorSelection.cursor(range.head + spaces.length),
    };
  });
  dispatch(state.update(change, { scrollIntoView: true, userEvent: "input" }));
  return true;
};

/**
 * Tab and Shift-Tab of the coded-rule editor. Keyboard users leave the editor with Escape, then Tab
 * (CodeMirror's tab-focus mode).
 */
export const codedRuleTabKeys: readonly KeyBinding[] = [{ key: "Tab", run: insertSpacesToTabStop, shift: indentLess }];
