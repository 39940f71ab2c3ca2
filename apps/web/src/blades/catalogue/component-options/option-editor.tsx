import type { ComponentOption } from "@atelier/domain/catalogue/component-option.schema";
import { Divider } from "@mantine/core";
import type { Blade } from "../../../app/workspace/blade-types";
import { ActivitySection } from "../../../ui/activity/activity-section";
import { EditorForm } from "../../../ui/editor/editor-form";
import { NotesSection } from "../../../ui/editor/notes-section";
import { HistorySection } from "../../../ui/history/history-section";
import { CustomAttributesSection } from "../common/custom-attributes-section";
import { OptionAssetsSection } from "./option-assets-section";
import { OptionBasedOnSection } from "./option-based-on-section";
import { OptionDimensionsSection } from "./option-dimensions-section";
import type { OptionOpening } from "./option-editor-item-id";
import { OptionEditorLinks } from "./option-editor-links";
import { OPTION_EDITOR_TEXTS } from "./option-editor-texts";
import { OptionFlagsSection } from "./option-flags-section";
import type { OptionFormValues } from "./option-form-values";
import { OptionIdentitySection } from "./option-identity-section";
import { OptionJointsSection } from "./option-joints-section";
import { OptionOrderingSection } from "./option-ordering-section";
import { OptionPricesSection } from "./option-prices-section";
import { OptionProductsSection } from "./option-products-section";
import { OptionVariablesSection } from "./option-variables-section";
import { useOptionEditor } from "./use-option-editor";

interface OptionEditorProps {
  blade: Blade;
  mode: OptionOpening["mode"];
  /** The stored option (mode edit), or null. */
  option: ComponentOption | null;
  /** What the form starts with: the stored option's fields, a new option's or a copy's. */
  initial: OptionFormValues;
  readOnly: boolean;
  /** After a stale save: reads the stored option again and starts over from it. */
  onReload?: () => void;
}

/** EditComponentOption's form (spec part 2, 3 to 5): one react-hook-form over ComponentOptionFields, in sections. */
export function OptionEditor({ blade, mode, option, initial, readOnly, onReload }: OptionEditorProps) {
  const calls = useOptionEditor({ blade, option, initial, readOnly });
  const { editor } = calls;
  const title = option?.code ?? (mode === "copy" ? OPTION_EDITOR_TEXTS.copyTitle : OPTION_EDITOR_TEXTS.newTitle);

  return (
    <EditorForm
      editor={editor}
      testId="option-editor"
      attributes={{ "data-mode-variant": mode }}
      label={OPTION_EDITOR_TEXTS.toolbar}
      title={title}
      titleTestId="option-editor-title"
      gap="lg"
      error={calls.exportError}
      reload={onReload && { label: OPTION_EDITOR_TEXTS.reload, onReload }}
      end={
        option !== null && (
          <OptionEditorLinks
            readOnly={readOnly}
            busy={editor.busy}
            exporting={calls.exporting}
            onCopy={calls.copy}
            onExport={calls.exportOption}
            onPreview={calls.preview}
            appletModel={{ componentOptionId: option.componentOptionId, code: option.code }}
          />
        )
      }
    >
      <OptionBasedOnSection blade={blade} mode={mode} readOnly={readOnly} />
      <OptionIdentitySection readOnly={readOnly} copying={mode === "copy"} />
      <Divider />
      <OptionOrderingSection readOnly={readOnly} />
      <Divider />
      <OptionFlagsSection readOnly={readOnly} />
      <Divider />
      <ActivitySection readOnly={readOnly} />
      <Divider />
      <OptionPricesSection readOnly={readOnly} />
      <Divider />
      <OptionDimensionsSection readOnly={readOnly} />
      <Divider />
      <OptionJointsSection readOnly={readOnly} />
      <Divider />
      <OptionAssetsSection readOnly={readOnly} />
      <Divider />
      <OptionVariablesSection readOnly={readOnly} />
      <Divider />
      <OptionProductsSection blade={blade} readOnly={readOnly} />
      <Divider />
      <CustomAttributesSection readOnly={readOnly} />
      <Divider />
      <NotesSection stamps={option} />
      {editor.current && (
        <>
          <Divider />
          <HistorySection
            resourcePath={`componentoption/${encodeURIComponent(editor.current.componentOptionId)}`}
            revision={editor.current.etag}
          />
        </>
      )}
    </EditorForm>
  );
}
