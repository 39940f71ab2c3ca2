import { parseRule, type RuleSyntaxError } from "@atelier/domain/rules/parse";
import { defaultKeymap, history, historyKeymap, indentWithTab } from "@codemirror/commands";
import { indentUnit } from "@codemirror/language";
import { type Diagnostic, linter, lintGutter } from "@codemirror/lint";
import { EditorState } from "@codemirror/state";
import { EditorView, highlightActiveLine, keymap, lineNumbers } from "@codemirror/view";
import { useEffect, useRef } from "react";
import classes from "./coded-rule-editor.module.css";
import { codedRuleHighlighting } from "./coded-rule-language";

/** The spec's tab size for coded rules. */
export const CODED_RULE_TAB_SIZE = 4;
/** How long typing pauses before the parser runs again (ms). */
const LINT_DELAY_MS = 150;

interface CodedRuleEditorProps {
  value: string;
  onChange(value: string): void;
  /** Receives the parser's errors each time it runs; the list under the editor shows them. */
  onErrors(errors: RuleSyntaxError[]): void;
  readOnly: boolean;
  label: string;
}

function toDiagnostics(errors: readonly RuleSyntaxError[], length: number): Diagnostic[] {
  return errors.map((error) => {
    const from = Math.min(error.from, length);
    return { from, to: Math.min(Math.max(error.to, from), length), severity: "error", message: error.message };
  });
}

/**
 * CodeMirror 6 editing one coded rule: the language's colours, tab size 4, and the domain parser's
 * errors as lint marks. The editor owns its text while mounted; a new `value` from outside (a reset
 * or a reload) replaces it.
 */
export function CodedRuleEditor({ value, onChange, onErrors, readOnly, label }: CodedRuleEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const callbacks = useRef({ onChange, onErrors });
  callbacks.current = { onChange, onErrors };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the view is built once; `value` updates are applied below.
  useEffect(() => {
    const ruleLinter = linter(
      (editor) => {
        const text = editor.state.doc.toString();
        const { errors } = parseRule(text);
        callbacks.current.onErrors(errors);
        return toDiagnostics(errors, text.length);
      },
      { delay: LINT_DELAY_MS },
    );
    const created = new EditorView({
      parent: host.current ?? undefined,
      state: EditorState.create({
        doc: value,
        extensions: [
          lineNumbers(),
          history(),
          highlightActiveLine(),
          EditorState.tabSize.of(CODED_RULE_TAB_SIZE),
          indentUnit.of(" ".repeat(CODED_RULE_TAB_SIZE)),
          keymap.of([indentWithTab, ...defaultKeymap, ...historyKeymap]),
          codedRuleHighlighting,
          ruleLinter,
          lintGutter(),
          EditorState.readOnly.of(readOnly),
          EditorView.editable.of(!readOnly),
          EditorView.contentAttributes.of({ "aria-label": label }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) callbacks.current.onChange(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = created;
    return () => {
      created.destroy();
      view.current = null;
    };
  }, [readOnly, label]);

  useEffect(() => {
    const editor = view.current;
    if (!editor || editor.state.doc.toString() === value) return;
    editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: value } });
  }, [value]);

  return <div ref={host} className={classes.editor} data-testid="coded-rule-editor" />;
}
