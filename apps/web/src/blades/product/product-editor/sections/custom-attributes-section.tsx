import { Controller } from "react-hook-form";
import { CustomAttributesEditor } from "../../../../ui/custom-attributes/custom-attributes-editor";
import { EditorSection } from "../../../../ui/editor/editor-section";
import { useProductForm } from "../use-product-form";

/** The product's custom attributes (spec part 1, 2.13). */
export function CustomAttributesSection({ readOnly }: { readOnly: boolean }) {
  const form = useProductForm();
  return (
    <EditorSection title="Custom attributes">
      <Controller
        control={form.control}
        name="customAttributesJson"
        render={({ field }) => (
          <CustomAttributesEditor value={field.value ?? []} onChange={field.onChange} readOnly={readOnly} />
        )}
      />
    </EditorSection>
  );
}
