import { parseRule, type RuleSyntaxError } from "@atelier/domain/rules/parse";
import { defaultKeymap, history, historyKeymap } from "@codemirror/commands";
import { type Diagnostic, linter, lintGutter } from "@codemirror/lint";
import { Compartment, EditorState, type Extension } from "@codemirror/state";
import { EditorView, highlightActiveLine, keymap, lineNumbers, placeholder } from "@codemirror/view";
import { useEffect, useRef } from "react";
import classes from "./coded-rule-editor.module.css";
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

/** Editable: a placeholder and the current line marked; read-only: neither, and no typing. */
function editing(readOnly: boolean): Extension {
  if (readOnly) return [EditorState.readOnly.of(true), EditorView.editable.of(false)];
  return [highlightActiveLine(), placeholder(CODE_PLACEHOLDER)];
}

/** The code is named, described and always in the Tab order (read-only too), so a keyboard can scroll a long rule. */
function labelling(label: string, describedBy: string): Extension {
  return EditorView.contentAttributes.of({ "aria-label": label, "aria-describedby": describedBy, tabindex: "0" });
}

/**
 * CodeMirror 6 editing one coded rule: the language's colours, tab size 4, and the domain parser's
 * errors as lint marks. The view is built once; read-only and the label change through compartments.
 * The editor owns its text while mounted; a new `value` from outside (a reset or a reload) replaces it.
 */
export function CodedRuleEditor(props: CodedRuleEditorProps) {
  const { value, readOnly, label, describedBy } = props;
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const latest = useRef(props);
  latest.current = props;
  const compartments = useRef({ editing: new Compartment(), labelling: new Compartment() });

  // biome-ignore lint/correctness/useExhaustiveDependencies: built once; later props reach it through refs and compartments.
  useEffect(() => {
    const ruleLinter = linter(
      (editor) => {
        const text = editor.state.doc.toString();
        const { errors } = parseRule(text);
        latest.current.onErrors(errors);
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
          codedRuleIndentation,
          keymap.of([...codedRuleTabKeys, ...defaultKeymap, ...historyKeymap]),
          codedRuleHighlighting,
          ruleLinter,
          lintGutter(),
          compartments.current.editing.of(editing(readOnly)),
          compartments.current.labelling.of(labelling(label, describedBy)),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) latest.current.onChange(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = created;
    latest.current.focusRef({ focus: () => created.focus() });
    return () => {
      latest.current.focusRef(null);
      created.destroy();
      view.current = null;
    };
  }, []);

  useEffect(() => {
    view.current?.dispatch({ effects: compartments.current.editing.reconfigure(editing(readOnly)) });
  }, [readOnly]);

  useEffect(() => {
    view.current?.dispatch({ effects: compartments.current.labelling.reconfigure(labelling(label, describedBy)) });
  }, [label, describedBy]);

  useEffect(() => {
    const editor = view.current;
    if (!editor || editor.state.doc.toString() === value) return;
    editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: value } });
  }, [value]);

  return <div ref={host} className={classes.editor} data-testid="coded-rule-editor" />;
}
