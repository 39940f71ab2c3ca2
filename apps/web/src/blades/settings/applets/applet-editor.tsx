import { APPLET_SCOPE_LABELS, APPLET_SCOPES, type Applet, AppletFields } from "@atelier/domain/settings/applet.schema";
import { Group, Radio, Textarea, TextInput } from "@mantine/core";
import { Controller } from "react-hook-form";
import { useCreateApplet, useRemoveApplet, useUpdateApplet } from "../../../api/settings/applet";
import type { Blade } from "../../../app/workspace/blade-types";
import { EditorForm } from "../../../ui/editor/editor-form";
import { itemCalls } from "../../../ui/editor/item-calls";
import { useEditor } from "../../../ui/editor/use-editor";
import { fieldProps } from "../../../ui/form/field-props";
import { AppletEditorBar } from "./applet-editor-bar";
import { AppletFilesSection } from "./applet-files-section";
import { appletValues } from "./applet-form-values";
import { APPLET_TEXTS } from "./applet-texts";

interface AppletEditorProps {
  blade: Blade;
  /** The stored applet, or null to add one. */
  applet: Applet | null;
  /** Only administrators write applets. */
  readOnly: boolean;
}

/** The applet form (spec part 3, "Applets"): name (required), description, scope radios and the files. */
export function AppletEditor({ blade, applet, readOnly }: AppletEditorProps) {
  const editor = useEditor({
    blade,
    stored: applet,
    readOnly,
    schema: AppletFields,
    valuesOf: appletValues,
    idOf: (stored) => stored.appletId,
    calls: itemCalls((stored) => stored.appletId, {
      create: useCreateApplet(),
      update: useUpdateApplet(),
      remove: useRemoveApplet(),
    }),
  });
  const { form } = editor;

  return (
    <EditorForm
      editor={editor}
      testId="applet-editor"
      bar={<AppletEditorBar editor={editor} />}
      title={applet?.name ?? APPLET_TEXTS.newApplet}
    >
      <TextInput label="Name" withAsterisk={!readOnly} {...fieldProps(form, "name")} />
      <Textarea label="Description" autosize minRows={2} {...fieldProps(form, "description")} />
      <Controller
        control={form.control}
        name="scope"
        render={({ field }) => (
          <Radio.Group label={APPLET_TEXTS.scope} value={field.value ?? "Global"} onChange={field.onChange}>
            <Group gap="lg" mt={6}>
              {APPLET_SCOPES.map((scope) => (
                <Radio key={scope} value={scope} label={APPLET_SCOPE_LABELS[scope]} disabled={readOnly} />
              ))}
            </Group>
          </Radio.Group>
        )}
      />
      <AppletFilesSection appletId={applet?.appletId ?? null} readOnly={readOnly} />
    </EditorForm>
  );
}
