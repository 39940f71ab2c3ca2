import { ItemSection } from "../shared/item-section";
import { PartNameFields } from "../shared/part-name-fields";
import type { GroupsFormApi } from "./groups-form";

/** A group's name, code and explicit order. */
export function GroupSettings({ form, index, readOnly }: { form: GroupsFormApi; index: number; readOnly: boolean }) {
  return (
    <ItemSection title="Group Settings">
      <PartNameFields form={form} path={`componentGroups.${index}` as const} readOnly={readOnly} />
    </ItemSection>
  );
}
