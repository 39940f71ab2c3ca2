import { html } from "@codemirror/lang-html";
import { EditorView } from "@codemirror/view";
import { SimpleGrid, Stack, Text } from "@mantine/core";
import type { BladeProps } from "../../../../app/workspace/blade-types";
import { CodeEditor } from "../../../../ui/code-editor/code-editor";
import { codeHighlighting } from "../../../../ui/code-editor/code-highlighting";
import classes from "./edit-value-html.module.css";
import { useValueEdit } from "./use-value-edit";
import { NoValueNotice, ValueEditorBar } from "./value-editor-bar";
import { VALUE_EDITOR_TEXTS } from "./value-editor-texts";

const HTML_EXTENSIONS = [html(), codeHighlighting, EditorView.lineWrapping];

/**
 * EditValueHtml: one long text value as HTML, its source beside a preview. The preview is a frame with
 * an empty sandbox (no script, no forms, its own origin) fed by srcdoc: the value never enters this page.
 */
export function EditValueHtmlBlade({ blade }: BladeProps) {
  const edit = useValueEdit(blade);
  if (!edit.editing) return <NoValueNotice />;

  return (
    <Stack gap="sm">
      <ValueEditorBar blocked={false} onApply={edit.apply} onCancel={edit.cancel} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {VALUE_EDITOR_TEXTS.source}
          </Text>
          <CodeEditor
            value={edit.text}
            onChange={edit.setText}
            extensions={HTML_EXTENSIONS}
            readOnly={false}
            label={VALUE_EDITOR_TEXTS.codeLabel("HTML")}
            maxHeight="calc(100vh - 260px)"
            testId="value-html-editor"
          />
        </Stack>
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {VALUE_EDITOR_TEXTS.preview}
          </Text>
          <iframe
            className={classes.preview}
            title={VALUE_EDITOR_TEXTS.previewFrame}
            sandbox=""
            srcDoc={edit.text}
            data-testid="value-html-preview"
          />
          <Text size="xs" c="dimmed">
            {VALUE_EDITOR_TEXTS.previewNote}
          </Text>
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
