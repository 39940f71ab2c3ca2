import { type CompanySettings, RECIPE_CSS_MAX } from "@atelier/domain/settings/company-settings.schema";
import { Divider, SimpleGrid, Textarea, TextInput } from "@mantine/core";
import { useUpdateCompanySettings } from "../../../api/settings/company-settings";
import type { Blade } from "../../../app/workspace/blade-types";
import { EditorForm } from "../../../ui/editor/editor-form";
import { useEditor } from "../../../ui/editor/use-editor";
import { fieldProps } from "../../../ui/form/field-props";
import { HistorySection } from "../../../ui/history/history-section";
import { SettingsBar } from "../common/settings-bar";
import { SETTINGS_TEXTS } from "../common/settings-texts";
import { ExcludedAttributesField } from "./excluded-attributes-field";
import { RecipeSettingsForm, recipeSettingsInput, recipeSettingsValues } from "./recipe-settings-values";
import { SftpPasswordField } from "./sftp-password-field";

interface RecipeSettingsEditorProps {
  blade: Blade;
  settings: CompanySettings;
  readOnly: boolean;
  reload: () => void;
}

/**
 * Recipe Settings (spec part 3): Recipe CSS, Excluded attributes (tags), the SFTP host, path, user and the
 * write-only password; Save for editors, the server's messages in the callout at the top, and History.
 */
export function RecipeSettingsEditor({ blade, settings, readOnly, reload }: RecipeSettingsEditorProps) {
  const update = useUpdateCompanySettings();
  const editor = useEditor({
    blade,
    stored: settings,
    readOnly,
    schema: RecipeSettingsForm,
    valuesOf: recipeSettingsValues,
    calls: {
      update: (values, current) =>
        update.mutateAsync({ companyId: current.companyId, input: recipeSettingsInput(values, current.etag) }),
    },
  });
  const { form, current } = editor;
  const saved = current ?? settings;
  return (
    <EditorForm
      editor={editor}
      testId="recipe-settings-editor"
      bar={<SettingsBar {...editor} />}
      reload={{ label: SETTINGS_TEXTS.reload, onReload: reload }}
    >
      <Textarea
        label={SETTINGS_TEXTS.recipeCss}
        autosize
        minRows={4}
        maxRows={16}
        maxLength={RECIPE_CSS_MAX}
        spellCheck={false}
        styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)" } }}
        {...fieldProps(form, "recipeCss")}
      />
      <ExcludedAttributesField readOnly={readOnly} />
      <Divider label={SETTINGS_TEXTS.sftp} labelPosition="left" />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
        <TextInput label={SETTINGS_TEXTS.sftpHost} {...fieldProps(form, "recipeSftpHost")} />
        <TextInput label={SETTINGS_TEXTS.sftpPath} {...fieldProps(form, "recipeSftpPath")} />
        <TextInput label={SETTINGS_TEXTS.sftpUser} autoComplete="off" {...fieldProps(form, "recipeSftpUser")} />
        <SftpPasswordField saved={saved.recipeSftpPasswordSet} readOnly={readOnly} />
      </SimpleGrid>
      <HistorySection resourcePath={`company/${saved.companyId}/settings`} revision={saved.etag} />
    </EditorForm>
  );
}
