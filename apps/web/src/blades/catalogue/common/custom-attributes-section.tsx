import { useFormContext } from "react-hook-form";
import { EditorSection } from "../../../ui/editor/editor-section";
import { CATALOGUE_TEXTS } from "./catalogue-texts";
import { CustomAttributesField } from "./form-fields";

/** A catalogue editor's section for the item's own custom attributes: its form's customAttributesJson. */
export function CustomAttributesSection({ readOnly }: { readOnly: boolean }) {
  // Read from the FormProvider every catalogue editor wraps its sections in.
  const { control } = useFormContext();
  return (
    <EditorSection title={CATALOGUE_TEXTS.customAttributes}>
      <CustomAttributesField control={control} name="customAttributesJson" readOnly={readOnly} />
    </EditorSection>
  );
}
