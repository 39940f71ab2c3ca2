import { useWatch } from "react-hook-form";
import { FormAttributes } from "../shared/form-attributes";
import { PartItem, type PartItemProps } from "../shared/part-item";
import { GroupPlacements } from "./group-placements";
import { GroupSettings } from "./group-settings";
import type { GroupsFormApi } from "./groups-form";

/** One component group: Group Settings, Group attributes and Placement assignments. */
export function GroupItem({ form, bladeId, ...item }: PartItemProps<GroupsFormApi>) {
  const { index, readOnly } = item;
  const group = useWatch({ control: form.control, name: `componentGroups.${index}` });
  return (
    <PartItem
      {...item}
      noun="group"
      name={group?.name ?? ""}
      code={group?.code ?? ""}
      unsaved={group?.componentGroupId === undefined}
    >
      <GroupSettings form={form} index={index} readOnly={readOnly} />
      <FormAttributes
        title="Group attributes"
        control={form.control}
        name={`componentGroups.${index}.customAttributesJson`}
        readOnly={readOnly}
      />
      <GroupPlacements form={form} index={index} readOnly={readOnly} bladeId={bladeId} />
    </PartItem>
  );
}
