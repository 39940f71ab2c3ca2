import { parseRule, type RuleSyntaxError } from "@atelier/domain/rules/parse";
import { type Diagnostic, linter, lintGutter } from "@codemirror/lint";
import { keymap } from "@codemirror/view";
import { useRef, useState } from "react";
import { CodeEditor } from "../../../ui/code-editor/code-editor";
import { codedRuleIndentation, codedRuleTabKeys } from "./coded-rule-keys";
import { codedRuleHighlighting } from "./coded-rule-language";

/** How long typing pauses before the parser runs again (ms). */
const LINT_DELAY_MS = 150;

/** What an empty editor shows: the shape of a statement. */
const CODE_PLACEHOLDER = "IF TAGGED(tag) THEN\n    BLOCK(tag IN placement)\nEND";

interface CodedRuleEditorProps {
  value: string;
  onChange(value: string): void;
  /** Receives the parser's errors each time it runs; the list under the editor shows them. */
  onErrors(errors: RuleSyntaxError[]): void;
  readOnly: boolean;
  label: string;
  /** The id of the text that describes the editor (its errors and keys). */
  describedBy: string;
  /** Receives a handle that focuses the editor (the form focuses the first invalid field). */
  focusRef(handle: { focus(): void } | null): void;
}

function toDiagnostics(errors: readonly RuleSyntaxError[], length: number): Diagnostic[] {
  return errors.map((error) => {
    const from = Math.min(error.from, length);
    return { from, to: Math.min(Math.max(error.to, from), length), severity: "error", message: error.message };
  });
}

/**
 * The code editor (ui/code-editor) editing one coded rule: the language's colours, tab size 4, and the
 * domain parser's errors as lint marks.
 */
export function CodedRuleEditor({ onErrors, ...props }: CodedRuleEditorProps) {
  const reportErrors = useRef(onErrors);
  reportErrors.current = onErrors;
  const [extensions] = useState(() => [
    codedRuleIndentation,
    keymap.of(codedRuleTabKeys),
    codedRuleHighlighting,
    linter(
      (editor) => {
        const text = editor.state.doc.toString();
        const { errors } = parseRule(text);
        reportErrors.current(errors);
        return toDiagnostics(errors, text.length);
      },
      { delay: LINT_DELAY_MS },
    ),
    lintGutter(),
  ]);
  return (
    <CodeEditor {...props} extensions={extensions} placeholderText={CODE_PLACEHOLDER} testId="coded-rule-editor" />
  );
}
