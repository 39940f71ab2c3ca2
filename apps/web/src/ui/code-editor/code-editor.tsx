import { defaultKeymap, history, historyKeymap } from "@codemirror/commands";
import { Compartment, EditorState, type Extension } from "@codemirror/state";
import { EditorView, highlightActiveLine, keymap, lineNumbers, placeholder } from "@codemirror/view";
import { type CSSProperties, useEffect, useRef } from "react";
import classes from "./code-editor.module.css";

export interface CodeEditorProps {
  value: string;
  onChange(value: string): void;
  /**
   * The language's extensions (highlighting, linter, keys), read once when the view is built; keys
   * given here come before the default ones.
   */
  extensions: Extension;
  readOnly: boolean;
  label: string;
  /** The id of the text that describes the editor (its errors and keys). */
  describedBy?: string;
  /** What an empty editor shows. */
  placeholderText?: string;
  /** Receives a handle that focuses the editor (a form focuses the first invalid field). */
  focusRef?(handle: { focus(): void } | null): void;
  /** The tallest the editor grows before it scrolls (CSS length); 480px unless told. */
  maxHeight?: string;
  testId: string;
}

/** Editable: a placeholder and the current line marked; read-only: neither, and no typing. */
function editing(readOnly: boolean, placeholderText: string | undefined): Extension {
  if (readOnly) return [EditorState.readOnly.of(true), EditorView.editable.of(false)];
  return [highlightActiveLine(), placeholderText === undefined ? [] : placeholder(placeholderText)];
}

/** The code is named, described and always in the Tab order (read-only too), so a keyboard can scroll long code. */
function labelling(label: string, describedBy: string | undefined): Extension {
  const attributes: Record<string, string> = { "aria-label": label, tabindex: "0" };
  if (describedBy !== undefined) attributes["aria-describedby"] = describedBy;
  return EditorView.contentAttributes.of(attributes);
}

/**
 * CodeMirror 6 editing one text: line numbers, undo history, the default keys and the language's own
 * extensions. The view is built once; read-only and the label change through compartments. The editor
 * owns its text while mounted; a new `value` from outside (a reset or a reload) replaces it.
 */
export function CodeEditor(props: CodeEditorProps) {
  const { value, readOnly, label, describedBy, placeholderText, maxHeight, testId } = props;
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const latest = useRef(props);
  latest.current = props;
  const compartments = useRef({ editing: new Compartment(), labelling: new Compartment() });

  // biome-ignore lint/correctness/useExhaustiveDependencies: built once; later props reach it through refs and compartments.
  useEffect(() => {
    const created = new EditorView({
      parent: host.current ?? undefined,
      state: EditorState.create({
        doc: value,
        extensions: [
          lineNumbers(),
          history(),
          props.extensions,
          keymap.of([...defaultKeymap, ...historyKeymap]),
          compartments.current.editing.of(editing(readOnly, placeholderText)),
          compartments.current.labelling.of(labelling(label, describedBy)),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) latest.current.onChange(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = created;
    latest.current.focusRef?.({ focus: () => created.focus() });
    return () => {
      latest.current.focusRef?.(null);
      created.destroy();
      view.current = null;
    };
  }, []);

  useEffect(() => {
    view.current?.dispatch({ effects: compartments.current.editing.reconfigure(editing(readOnly, placeholderText)) });
  }, [readOnly, placeholderText]);

  useEffect(() => {
    view.current?.dispatch({ effects: compartments.current.labelling.reconfigure(labelling(label, describedBy)) });
  }, [label, describedBy]);

  useEffect(() => {
    const editor = view.current;
    if (!editor || editor.state.doc.toString() === value) return;
    editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: value } });
  }, [value]);

  const style = maxHeight === undefined ? undefined : ({ "--code-editor-max-height": maxHeight } as CSSProperties);
  return <div ref={host} className={classes.editor} style={style} data-testid={testId} />;
}
