import { json, jsonParseLinter } from "@codemirror/lang-json";
import { linter, lintGutter } from "@codemirror/lint";
import { EditorView } from "@codemirror/view";
import { Button, Stack, Text } from "@mantine/core";
import { IconBraces } from "@tabler/icons-react";
import { TONES } from "../../../../app/theme-tokens";
import type { BladeProps } from "../../../../app/workspace/blade-types";
import { CodeEditor } from "../../../../ui/code-editor/code-editor";
import { codeHighlighting } from "../../../../ui/code-editor/code-highlighting";
import { formatJson, jsonProblem } from "./json-value";
import { useValueEdit } from "./use-value-edit";
import { NoValueNotice, ValueEditorBar } from "./value-editor-bar";
import { VALUE_EDITOR_TEXTS } from "./value-editor-texts";

/** JSON's colours and the parser's error marked where it is; made once for every editor. */
const JSON_EXTENSIONS = [json(), codeHighlighting, EditorView.lineWrapping, linter(jsonParseLinter()), lintGutter()];
const PROBLEM_ID = "edit-value-json-problem";

/** EditValueJson: one long text value as JSON. Invalid JSON shows the parser's error and cannot be applied; Format lays it out. */
export function EditValueJsonBlade({ blade }: BladeProps) {
  const edit = useValueEdit(blade);
  if (!edit.editing) return <NoValueNotice />;
  const problem = jsonProblem(edit.text);

  return (
    <Stack gap="sm">
      <ValueEditorBar
        blocked={problem !== null}
        onApply={edit.apply}
        onCancel={edit.cancel}
        end={
          <Button
            size="xs"
            variant="default"
            leftSection={<IconBraces size={14} />}
            disabled={problem !== null}
            onClick={() => edit.setText(formatJson(edit.text))}
          >
            {VALUE_EDITOR_TEXTS.format}
          </Button>
        }
      />
      <CodeEditor
        value={edit.text}
        onChange={edit.setText}
        extensions={JSON_EXTENSIONS}
        readOnly={false}
        label={VALUE_EDITOR_TEXTS.codeLabel("JSON")}
        describedBy={PROBLEM_ID}
        maxHeight="calc(100vh - 260px)"
        testId="value-json-editor"
      />
      <Text
        id={PROBLEM_ID}
        size="sm"
        c={problem === null ? "dimmed" : TONES.danger}
        role={problem === null ? undefined : "alert"}
        data-testid="value-json-problem"
      >
        {problem ?? VALUE_EDITOR_TEXTS.valid}
      </Text>
    </Stack>
  );
}
