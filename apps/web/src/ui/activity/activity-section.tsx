import { useWatch } from "react-hook-form";
import { EditorSection } from "../editor/editor-section";
import { ActivityFields, type ActivityValue, useActivityForm } from "./activity-fields";
import { SiteOverrides } from "./site-overrides";

/** The activity of a product or component option and its per-site overrides (spec part 1, 2.14). */
export function ActivitySection({ readOnly }: { readOnly: boolean }) {
  const form = useActivityForm();
  const [inactive, activeFrom, inventory] = useWatch({
    control: form.control,
    name: ["inactive", "activeFrom", "inventory"],
  });
  const errors = form.formState.errors;
  const change = (next: ActivityValue) => {
    const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
    form.setValue("inactive", next.inactive, options);
    form.setValue("activeFrom", next.activeFrom, options);
    form.setValue("inventory", next.inventory, options);
  };
  return (
    <EditorSection title="Activity">
      <ActivityFields
        value={{ inactive: inactive ?? false, activeFrom: activeFrom ?? null, inventory: inventory ?? null }}
        onChange={change}
        readOnly={readOnly}
        errors={{ inventory: errors.inventory?.message, activeFrom: errors.activeFrom?.message }}
      />
      <SiteOverrides readOnly={readOnly} />
    </EditorSection>
  );
}
