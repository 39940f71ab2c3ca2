import { type CompanyData, CompanyDataFields } from "@atelier/domain/settings/company-data.schema";
import type { CustomAttribute } from "@atelier/domain/shared/custom-attribute.schema";
import { Title } from "@mantine/core";
import { Controller } from "react-hook-form";
import type { z } from "zod";
import { useUpdateCompanyData } from "../../../api/settings/company-data";
import type { Blade } from "../../../app/workspace/blade-types";
import { CustomAttributesEditor } from "../../../ui/custom-attributes/custom-attributes-editor";
import { EditorForm } from "../../../ui/editor/editor-form";
import { useEditor } from "../../../ui/editor/use-editor";
import { HistorySection } from "../../../ui/history/history-section";
import { SettingsBar } from "../common/settings-bar";
import { SETTINGS_TEXTS } from "../common/settings-texts";

interface GlobalDataEditorProps {
  blade: Blade;
  data: CompanyData;
  readOnly: boolean;
  reload: () => void;
}

const valuesOf = (data: CompanyData | null): z.input<typeof CompanyDataFields> => ({
  customAttributesJson: data?.customAttributesJson ?? [],
});

/** Global Settings (spec part 3): the workspace's custom attributes editor; Save for editors, and History. */
export function GlobalDataEditor({ blade, data, readOnly, reload }: GlobalDataEditorProps) {
  const update = useUpdateCompanyData();
  const editor = useEditor({
    blade,
    stored: data,
    readOnly,
    schema: CompanyDataFields,
    valuesOf,
    calls: {
      update: (values, current) =>
        update.mutateAsync({ companyId: current.companyId, input: { ...values, etag: current.etag } }),
    },
  });
  const saved = editor.current ?? data;
  return (
    <EditorForm
      editor={editor}
      testId="global-data-editor"
      bar={<SettingsBar {...editor} />}
      reload={{ label: SETTINGS_TEXTS.reload, onReload: reload }}
    >
      <Title order={3} size="h5">
        {SETTINGS_TEXTS.customAttributes}
      </Title>
      <Controller
        control={editor.form.control}
        name="customAttributesJson"
        render={({ field }) => (
          <CustomAttributesEditor
            value={(field.value ?? []) as CustomAttribute[]}
            onChange={field.onChange}
            readOnly={readOnly}
          />
        )}
      />
      <HistorySection resourcePath={`company/${saved.companyId}/data`} revision={saved.etag} />
    </EditorForm>
  );
}
